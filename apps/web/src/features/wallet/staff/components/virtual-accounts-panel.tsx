import { formatPortalDate } from "@app/shared/core/format";
import {
  deactivateVirtualAccountSchema,
  STAFF_VIRTUAL_ACCOUNT_TEXTS as TEXTS,
  type StaffVirtualAccount,
} from "@app/shared/wallet/virtual-accounts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "../../../../components/ui/button";
import { TextAreaField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { deactivateVirtualAccount, staffVirtualAccountsKey, useStaffVirtualAccounts } from "../api/virtual-accounts";
import { LoadFailed } from "../../../../components/ui/load-failed";

const STATUS_LABELS: Record<StaffVirtualAccount["status"], string> = {
  pending: "Being set up",
  assigned: "In use",
  deactivated: "Deactivated",
};

/** Closing the open number: the reason, then the change (the server closes it at the provider first). */
function DeactivateForm({ customerId, number, onDone }: { customerId: number; number: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(deactivateVirtualAccountSchema, {
    defaultValues: { reason: "" },
    submit: async ({ reason }) => {
      const result = await deactivateVirtualAccount(customerId, reason);
      toastSuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: staffVirtualAccountsKey(customerId) });
      onDone();
    },
    onFailure: (error) => toastError(errorMessage(error, "Could not deactivate the account number.")),
  });
  // Opened from its button, which the form takes the place of: the keyboard goes on in the reason.
  const { setFocus } = form;
  useEffect(() => setFocus("reason"), [setFocus]);
  return (
    <Form
      form={form}
      aria-label={`Deactivate ${number}`}
      className="mt-3 space-y-3 rounded-md border border-red-300 bg-white p-3"
    >
      <p className="text-sm text-slate-800">
        Account number {number} stops taking transfers. The customer is told by e-mail and can get a new number.
      </p>
      <TextAreaField
        label={TEXTS.reasonLabel}
        rows={2}
        error={form.formState.errors.reason?.message}
        required
        {...form.register("reason")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="danger" busyLabel="Please wait...">
          Deactivate {number}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone} disabled={form.pending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function AccountRow({
  account,
  customerId,
  canClose,
}: {
  account: StaffVirtualAccount;
  customerId: number;
  canClose: boolean;
}) {
  const [closing, setClosing] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The form gone (cancelled, or the number closed), focus goes back to its button, or to the row once it has none.
  const done = () => {
    setClosing(false);
    requestAnimationFrame(() => (toggle.current ?? row.current)?.focus());
  };
  return (
    <li ref={row} tabIndex={-1} className="rounded-md border border-slate-200 p-3" data-testid="staff-virtual-account">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          <span className="font-mono text-lg tracking-wider">{account.account_number ?? "No number yet"}</span>
          {account.bank_name && <span className="text-sm text-slate-600"> · {account.bank_name}</span>}
        </p>
        <StatusBadge status={account.status} label={STATUS_LABELS[account.status]} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {account.assigned_at ? `Assigned ${formatPortalDate(account.assigned_at)}` : "Waiting for the bank"}
        {account.deactivated_at &&
          ` · Deactivated ${formatPortalDate(account.deactivated_at)}${account.deactivated_by ? ` by ${account.deactivated_by}` : ""}`}
      </p>
      {account.deactivation_reason && (
        <p className="mt-1 break-words text-sm text-slate-800">Reason: {account.deactivation_reason}</p>
      )}
      {canClose &&
        account.status === "assigned" &&
        account.account_number &&
        (closing ? (
          <DeactivateForm customerId={customerId} number={account.account_number} onDone={done} />
        ) : (
          <button
            ref={toggle}
            type="button"
            className={buttonClass("secondary", "mt-2")}
            onClick={() => setClosing(true)}
          >
            {TEXTS.deactivate} {account.account_number}
          </button>
        ))}
    </li>
  );
}

/**
 * A customer's account numbers for bank transfers into the wallet, newest first; managers and owners close the one in
 * use with a reason (decision 0093).
 */
export function VirtualAccountsPanel({ customerId, canClose }: { customerId: number; canClose: boolean }) {
  const query = useStaffVirtualAccounts(customerId);
  const accounts = query.data?.accounts;
  return (
    <section
      aria-labelledby="customer-virtual-accounts"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="customer-virtual-accounts" className="mb-2 text-lg font-semibold text-slate-900">
        {TEXTS.title}
      </h2>
      {query.isError ? (
        <LoadFailed query={query} title="Could not load the customer's account numbers." />
      ) : !accounts ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : accounts.length === 0 ? (
        <p className="text-sm text-slate-600">{TEXTS.none}</p>
      ) : (
        <ul className="space-y-2">
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} customerId={customerId} canClose={canClose} />
          ))}
        </ul>
      )}
    </section>
  );
}
