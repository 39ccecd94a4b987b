import { STAFF_TEXTS, type StaffMember, type StaffMemberResponse } from "@app/shared/admins/admins";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../../../components/ui/confirm-dialog";
import { setStaffActive } from "../api/manage-staff";

/**
 * The staff list's Access cell: Reactivate at once; Deactivate only after a second look, since it signs the account
 * out everywhere at once (a mis-tap on a phone would throw a colleague out mid-task).
 */
export function StaffAccess({
  member,
  act,
}: {
  member: StaffMember;
  act: (call: Promise<StaffMemberResponse>) => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!member.active) {
    return (
      <Button
        variant="secondary"
        aria-label={`Reactivate ${member.email}`}
        onClick={() => act(setStaffActive(member.id, true))}
      >
        Reactivate
      </Button>
    );
  }
  const deactivate = async () => {
    setBusy(true);
    await act(setStaffActive(member.id, false));
    setBusy(false);
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="danger"
        aria-label={`Deactivate ${member.email}`}
        onPointerEnter={() => void loadConfirmDialog()}
        onClick={() => setAsking(true)}
      >
        Deactivate
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Deactivate ${member.email}?`}
        description={STAFF_TEXTS.deactivateWarning}
        confirmLabel="Deactivate"
        busy={busy}
        onConfirm={() => void deactivate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
