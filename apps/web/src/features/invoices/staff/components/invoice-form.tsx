import { CURRENCY_CODES, INVOICE_REFERENCE_TYPES, type InvoiceReferenceType } from "@app/shared/core/enums";
import { currencySymbol } from "@app/shared/core/format";
import {
  type CreateInvoiceInput,
  createInvoiceSchema,
  generateTransactionId,
  INVOICE_STAFF_TEXTS,
  STAFF_SETTABLE_INVOICE_STATUSES,
} from "@app/shared/invoices/staff";
import { staffCustomersContract } from "@app/shared/customers/staff.contract";
import { useEffect, useState } from "react";
import { CustomerPicker, customerLabel } from "../../../../components/admin-list/customer-picker";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { call } from "../../../../lib/client";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useCreateInvoice } from "../api/create-invoice";

export interface InvoiceFormDefaults {
  /** From the list row; when set the reference type cannot be changed. */
  referenceType?: InvoiceReferenceType;
  referenceId?: string;
  userId?: string;
  totalAmount?: string;
  currency?: string;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm') in the browser's time zone. */
function localDateTime(date: Date) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const DEFAULT_DUE_DAYS = 7;
const SCREEN_FALLBACK = "An error occurred. Please try again.";
type FieldName = keyof CreateInvoiceInput;

/** The create-invoice form: the shared schema validates here and on the server, word for word. */
export function InvoiceForm({
  defaults,
  adminId,
  onCreated,
}: {
  defaults: InvoiceFormDefaults;
  adminId: number;
  onCreated: (id: number) => void;
}) {
  const create = useCreateInvoice();
  const fixedType = defaults.referenceType;
  const form = useSchemaForm(createInvoiceSchema, {
    defaultValues: {
      user_id: defaults.userId ?? "",
      admin_id: String(adminId),
      reference_id: defaults.referenceId ?? "",
      reference_type: fixedType ?? "shipments",
      total_amount: defaults.totalAmount ?? "",
      currency: (CURRENCY_CODES as readonly string[]).includes(defaults.currency ?? "")
        ? (defaults.currency as CreateInvoiceInput["currency"])
        : "USD",
      status: "pending",
      transaction_id: "",
      due_date: localDateTime(new Date(Date.now() + DEFAULT_DUE_DAYS * 86_400_000)),
      extra_info: "",
    },
    submit: async (values) => {
      // The admin is always the signed-in one, whatever the field says.
      const answer = await create({ ...values, admin_id: adminId });
      toastSuccess(answer.message);
      onCreated(answer.invoice.id);
    },
    onFailure: (failure) => toastError(errorMessage(failure, SCREEN_FALLBACK)),
  });
  const { register, formState, setValue } = form;
  const error = (name: FieldName) => formState.errors[name]?.message as string | undefined;
  const [customerText, setCustomerText] = useState("");
  // Opened from a list row: the row's customer is chosen already; show who it is.
  useEffect(() => {
    const id = Number(defaults.userId);
    if (!Number.isInteger(id) || id < 1) return;
    call(staffCustomersContract.search, { query: { q: `#${id}` } })
      .then((answer) => {
        const customer = answer.customers.find((c) => c.id === id);
        if (customer) setCustomerText((text) => text || customerLabel(customer));
      })
      .catch(() => undefined);
  }, [defaults.userId]);

  return (
    <Form
      form={form}
      className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={INVOICE_STAFF_TEXTS.formTitle}
    >
      {fixedType ? (
        <TextField label="Reference type" readOnly {...register("reference_type")} />
      ) : (
        <SelectField label="Reference type" required error={error("reference_type")} {...register("reference_type")}>
          {INVOICE_REFERENCE_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Reference ID"
        required
        inputMode="numeric"
        error={error("reference_id")}
        {...register("reference_id")}
      />
      <CustomerPicker
        label="Customer"
        required
        text={customerText}
        onText={(text) => {
          setCustomerText(text);
          // Typing again un-picks the customer: the invoice goes to a picked customer only.
          setValue("user_id", "");
        }}
        onPick={(customer) => setValue("user_id", String(customer.id), { shouldValidate: true })}
        error={error("user_id")}
      />
      <TextField label="User ID" readOnly tabIndex={-1} hint="Set by the customer you pick." {...register("user_id")} />
      <TextField
        label="Admin ID"
        readOnly
        hint="Always the signed-in admin."
        error={error("admin_id")}
        {...register("admin_id")}
      />
      <div className="flex items-end gap-2">
        <TextField
          label="Transaction ID"
          required
          wrapperClassName="flex-1"
          autoComplete="off"
          error={error("transaction_id")}
          {...register("transaction_id")}
        />
        <Button
          variant="secondary"
          className={error("transaction_id") ? "mb-7" : ""}
          onClick={() => setValue("transaction_id", generateTransactionId(), { shouldValidate: true })}
        >
          Generate
        </Button>
      </div>
      <TextField label="Due date" type="datetime-local" required error={error("due_date")} {...register("due_date")} />
      <TextField
        label="Total amount"
        required
        inputMode="decimal"
        error={error("total_amount")}
        {...register("total_amount")}
      />
      <SelectField label="Currency" required error={error("currency")} {...register("currency")}>
        {CURRENCY_CODES.map((c) => (
          <option key={c} value={c}>
            {c} ({currencySymbol(c)})
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" required error={error("status")} {...register("status")}>
        {STAFF_SETTABLE_INVOICE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Extra information"
        wrapperClassName="sm:col-span-2"
        error={error("extra_info")}
        {...register("extra_info")}
      />
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Loading...">Create Invoice</SubmitButton>
      </div>
    </Form>
  );
}
