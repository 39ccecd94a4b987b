import { can, onlyRolesText, type StaffAction } from "@app/shared/core/roles";
import type { ComponentType, ReactNode } from "react";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { EmptyState } from "../ui/card";

/** Whether the signed-in staff member may do every one of `actions` (the server's role and warehouse checks). */
export function useStaffCan(...actions: StaffAction[]): boolean {
  const admin = useAdmin();
  return actions.every((action) => can(admin.role, action, admin.warehouses));
}

/**
 * A screen for staff who may do `actions` (the permissions its calls need on the server): anyone else gets the one
 * line saying who may, and `children` never mount, so none of their calls is made (and refused with 403).
 */
export function StaffOnly({
  actions,
  title,
  children,
}: {
  actions: readonly StaffAction[];
  /** The document title the refused screen keeps. */
  title: string;
  children: ReactNode;
}) {
  const admin = useAdmin();
  const refused = actions.find((action) => !can(admin.role, action, admin.warehouses));
  if (refused) return <Refused title={title} message={onlyRolesText(refused)} />;
  return children;
}

function Refused({ title, message }: { title: string; message: string }) {
  useDocumentTitle(title);
  return <EmptyState>{message}</EmptyState>;
}

/** A route's page for staff who may do `actions` (StaffOnly around it), e.g. `export default staffOnlyPage(...)`. */
export function staffOnlyPage(actions: readonly StaffAction[], title: string, Page: ComponentType) {
  return function StaffOnlyPage() {
    return (
      <StaffOnly actions={actions} title={title}>
        <Page />
      </StaffOnly>
    );
  };
}
