import { RECONCILIATION_TEXTS, reconciliationDaySchema } from "@app/shared/reconciliation/staff";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/field";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useCheckDay } from "../api/reconciliation";

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Check one day now against Paystack's transaction list (the daily job checks yesterday by itself). */
export function CheckDayForm({ onChecked }: { onChecked: (day: string) => void }) {
  const [day, setDay] = useState(yesterday);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const checkDay = useCheckDay();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = reconciliationDaySchema.safeParse(day);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const report = await checkDay(checked.data);
      toastSuccess(`${RECONCILIATION_TEXTS.checked} ${report.day}: ${report.status}.`);
      onChecked(report.day);
    } catch (e) {
      toastError(errorMessage(e, RECONCILIATION_TEXTS.checkFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Check a day" noValidate>
      <TextField
        label="Day (UTC)"
        name="day"
        type="date"
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={error}
        wrapperClassName="w-56"
        required
      />
      <Button type="submit" busy={busy}>
        {busy ? "Checking..." : RECONCILIATION_TEXTS.checkDay}
      </Button>
    </form>
  );
}
