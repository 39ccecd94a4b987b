import { ownerLabel } from "@app/shared/packages/receiving.staff";
import { PACKAGE_STAFF_TEXTS as TEXTS, type StaffPackage } from "@app/shared/packages/staff";
import { can } from "@app/shared/core/roles";
import { Printer } from "lucide-react";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { LiveMessage, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api";
import { useAdmin } from "../../../../lib/admin-session";
import { useEditPackageShelf } from "../api/staff-package-calls";
import { labelUrl } from "../receiving/receiving-calls";

/** What the assignment dialog announces once the parcel has its owner (in its status region, see AssignOwnerButton). */
export function assignedLine(pkg: StaffPackage): string {
  return `${pkg.package_code} is now ${pkg.owner ? `${ownerLabel(pkg.owner)}'s` : "assigned"}; they have been e-mailed. Its label still says the owner is unknown.`;
}

/**
 * What follows an assignment, offered in the same dialog: the parcel's label still says "unknown owner" and it sits
 * in the unknown-owner bin, so the desk prints a new label (with the owner's suite) and moves it to a bin.
 */
export function AfterAssignment({ pkg }: { pkg: StaffPackage }) {
  const admin = useAdmin();
  const move = useEditPackageShelf(pkg.id, { lists: false });
  const [bin, setBin] = useState("");
  const [error, setError] = useState<string>();
  const [movedTo, setMovedTo] = useState<string>();
  const mayMove = can(admin.role, "packages.updateStatus", admin.warehouses);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = bin.trim();
    if (!next) return setError("Type the bin it goes to.");
    try {
      const answer = await move.mutateAsync({ bin_location: next });
      setMovedTo(answer.package.bin_location ?? next);
      setError(undefined);
    } catch (caught) {
      setError(errorMessage(caught, TEXTS.shelfFailed));
    }
  };
  return (
    <div className="space-y-4">
      <a href={labelUrl(pkg.id)} target="_blank" rel="noopener" className={buttonClass("primary")}>
        <Printer size={16} aria-hidden /> Print the new label
        <span className="sr-only"> of {pkg.package_code} (PDF, opens in a new tab)</span>
      </a>
      {mayMove && <LiveMessage note={movedTo ? { kind: "success", text: `Moved to bin ${movedTo}.` } : null} />}
      {mayMove && !movedTo && (
        <Form form={{ onSubmit: submit, pending: move.isPending }} className="space-y-2">
          <TextField
            label="Move it to bin"
            autoComplete="off"
            autoCapitalize="characters"
            hint={pkg.bin_location ? `Now in ${pkg.bin_location}.` : "It has no bin yet."}
            error={error}
            value={bin}
            onChange={(e) => setBin(e.target.value)}
          />
          <SubmitButton busyLabel="Moving...">Move</SubmitButton>
        </Form>
      )}
    </div>
  );
}
