import { CURRENCY_CODES, STAFF_INVOICE_REFERENCE_TYPES, type StaffInvoiceReferenceType } from "@app/shared/core/enums";
import { currencySymbol, formatPortalDate } from "@app/shared/core/format";
import { staffCustomersContract } from "@app/shared/customers/staff.contract";
import { type InvoiceableRecord, RECORD_KIND_LABELS } from "@app/shared/invoices/invoiceable";
import {
  type CreateInvoiceInput,
  createInvoiceSchema,
  INVOICE_STAFF_TEXTS,
  STAFF_SETTABLE_INVOICE_STATUSES,
} from "@app/shared/invoices/staff";
import { useEffect, useState } from "react";
import { CustomerPicker, customerLabel } from "../../../../components/admin-list/customer-picker";
import { SelectField, TextAreaField, TextField } from "../../../../components/ui/field";
import { LoadFailed } from "../../../../components/ui/load-failed";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { call } from "../../../../lib/client";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useCreateInvoice } from "../api/create-invoice";
import { useInvoiceableRecords } from "../api/get-invoiceable-records";

export interface InvoiceFormDefaults {
  /** From the list row; when set the reference type cannot be changed. */
  referenceType?: StaffInvoiceReferenceType;
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

/** The spec's "required" messages name ids; on this screen staff pick, so they read as what to pick. */
const PICK_MESSAGES: Record<string, string> = {
  "User ID is required": "Choose the customer.",
  "Reference ID is required": "Choose the record to invoice.",
};

const recordText = (record: InvoiceableRecord) =>
  `${record.label} · ${formatPortalDate(record.created_at)}${record.invoice ? ` · invoiced (${record.invoice.transaction_id})` : ""}`;

/**
 * The create-invoice form (docs/decisions/0037): the customer is picked by name, e-mail or suite, the record from that
 * customer's records, the transaction id is made by the server when left blank and the admin is the signed-in one;
 * no id is typed or shown. The shared schema validates here and on the server, word for word.
 */
export function InvoiceForm({
  defaults,
  onCreated,
}: {
  defaults: InvoiceFormDefaults;
  onCreated: (id: number) => void;
}) {
  const create = useCreateInvoice();
  const fixedType = defaults.referenceType;
  const form = useSchemaForm(createInvoiceSchema, {
    defaultValues: {
      user_id: defaults.userId ?? "",
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
      const answer = await create(values);
      toastSuccess(answer.message);
      onCreated(answer.invoice.id);
    },
    onFailure: (failure) => toastError(errorMessage(failure, SCREEN_FALLBACK)),
  });
  const { register, formState, setValue, watch, getValues } = form;
  const error = (name: FieldName) => {
    const message = formState.errors[name]?.message as string | undefined;
    return message ? (PICK_MESSAGES[message] ?? message) : undefined;
  };
  const [customerText, setCustomerText] = useState("");
  const userId = Number(watch("user_id")) || undefined;
  const type = watch("reference_type") as StaffInvoiceReferenceType;
  const records = useInvoiceableRecords(userId, type);
  const kind = RECORD_KIND_LABELS[type] ?? "Record";

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

  // Once the picked customer's records have loaded, the chosen record (the list row's) shows as chosen if it is one of
  // theirs with no invoice yet; otherwise nothing is chosen.
  useEffect(() => {
    if (!records.data) return;
    const current = String(getValues("reference_id") ?? "");
    const theirs = records.data.some((r) => String(r.id) === current && r.invoice === null);
    setValue("reference_id", theirs ? current : "");
  }, [records.data, setValue, getValues]);

  /** A record picked: its stored amount fills an empty total (staff may change it). */
  const pickRecord = (id: string) => {
    const record = records.data?.find((r) => String(r.id) === id);
    if (!record?.suggested_total || getValues("total_amount")) return;
    setValue("total_amount", record.suggested_total);
    if (record.currency) setValue("currency", record.currency);
  };
  const reference = register("reference_id", { onChange: (event) => pickRecord(event.target.value) });

  return (
    <Form
      form={form}
      className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={INVOICE_STAFF_TEXTS.formTitle}
    >
      <CustomerPicker
        label="Customer"
        required
        wrapperClassName="sm:col-span-2"
        text={customerText}
        onText={(text) => {
          setCustomerText(text);
          // Typing again un-picks the customer: the invoice goes to a picked customer only.
          setValue("user_id", "");
        }}
        onPick={(customer) => setValue("user_id", String(customer.id), { shouldValidate: formState.isSubmitted })}
        error={error("user_id")}
      />
      {fixedType ? (
        <TextField label="Invoice for" readOnly value={RECORD_KIND_LABELS[fixedType]} />
      ) : (
        <SelectField
          label="Invoice for"
          required
          error={error("reference_type")}
          {...register("reference_type", { onChange: () => setValue("reference_id", "") })}
        >
          {STAFF_INVOICE_REFERENCE_TYPES.map((t) => (
            <option key={t} value={t}>
              {RECORD_KIND_LABELS[t]}
            </option>
          ))}
        </SelectField>
      )}
      <div className="space-y-2">
        <SelectField
          label={kind}
          required
          hint={
            !userId
              ? "Pick the customer first."
              : records.data?.length === 0
                ? `This customer has no ${kind.toLowerCase()}s.`
                : undefined
          }
          error={error("reference_id")}
          {...reference}
        >
          <option value="">
            {!userId
              ? "Pick the customer first"
              : records.isLoading
                ? "Loading..."
                : `Choose the ${kind.toLowerCase()}`}
          </option>
          {records.data?.map((record) => (
            <option key={record.id} value={String(record.id)} disabled={record.invoice !== null}>
              {recordText(record)}
            </option>
          ))}
        </SelectField>
        {/* Their records could not be loaded: the reason, and 'Try again' rather than picking the customer again. */}
        {userId && records.isError && <LoadFailed query={records} title={INVOICE_STAFF_TEXTS.recordsFailed} />}
      </div>
      <TextField label="Due date" type="datetime-local" required error={error("due_date")} {...register("due_date")} />
      <TextField
        label="Transaction ID"
        autoComplete="off"
        hint="Leave blank: one is made when you create the invoice."
        error={error("transaction_id")}
        {...register("transaction_id")}
      />
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
