import type { PublicTariff } from "@app/shared/customs/tariff";
import type { CustomerPackage } from "@app/shared/packages/pre-alert";
import {
  REPACK_LEVEL_LABELS,
  REPACK_LEVELS,
  SHIP_REQUEST_TEXTS,
  SHIP_SERVICE_LABELS,
  SHIP_SERVICES,
  type ShipRequestFormInput,
  shipRequestFormSchema,
} from "@app/shared/ship-requests/ship-requests";
import { formatWeight } from "@app/shared/core/units";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { SelectField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { usePublicTariff } from "../api/customs-tariff";
import { DutyEstimatePanel } from "./duty-estimate";
import { draftDutyEstimate, suggestedCode } from "../duty/draft-estimate";
import { SHIP_REQUEST_SAVE_FAILED, useSubmitShipRequest } from "../api/ship-request-calls";
import { DeclarationTable, EMPTY_ITEM } from "./declaration-table";
import { DeliveryFields } from "./delivery-fields";
import { HeldByRequest } from "../../../components/held-by-request";

const CHECKBOX = "mt-0.5 h-4 w-4 shrink-0 accent-brand-700";

const emptyForm = (packageIds: number[]): ShipRequestFormInput =>
  ({
    package_ids: packageIds,
    consolidate: true,
    repack: "keep_outer_box",
    insurance: false,
    fragile: false,
    photos_of_contents: false,
    service: "air_economy",
    delivery: "door",
    street: "",
    landmark: "",
    city: "",
    lga: "",
    state: "",
    phone: "",
    office: "",
    items: [{ ...EMPTY_ITEM }],
    confirm_true: false,
  }) as unknown as ShipRequestFormInput;

export const PROHIBITED_MESSAGE =
  "An item on your declaration cannot be shipped to Nigeria. Remove it or correct its HS code before you submit.";

/**
 * A prefilled HS code that is still the description's suggestion is sent empty, so the request records it as
 * suggested (the server suggests the same code from the same tariff) rather than chosen by the customer.
 */
function withSuggestionsLeftToUs(items: ShipRequestFormInput["items"], tariff: PublicTariff | undefined) {
  if (!tariff) return items;
  return items.map((item) =>
    item.hs_code && item.hs_code === suggestedCode(item.description, tariff) ? { ...item, hs_code: "" } : item,
  );
}

/** A parcel a new request may take: not in an open request, and not on hold (staff release it, decision 0130). */
export const selectable = (p: CustomerPackage) => p.ship_request_id == null && p.status !== "on_hold";

/** The customer's parcels grouped by the warehouse they are at (a request takes one warehouse's parcels). */
function byWarehouse(packages: CustomerPackage[]) {
  const groups = new Map<string, CustomerPackage[]>();
  for (const p of packages) groups.set(p.warehouse_label, [...(groups.get(p.warehouse_label) ?? []), p]);
  return [...groups.entries()];
}

/**
 * "Ship these": packages (grouped by warehouse), one box or separately, repack level, extras, service, delivery,
 * the customs declaration and the confirmation; the same schema as the API. Submitting opens the quote.
 */
export function ShipRequestForm({ packages, chosen }: { packages: CustomerPackage[]; chosen: number[] }) {
  const navigate = useNavigate();
  const submit = useSubmitShipRequest();
  const tariff = usePublicTariff().data;
  const form = useSchemaForm(shipRequestFormSchema, {
    defaultValues: emptyForm(chosen),
    submit: async () => {
      const values = form.getValues();
      const prohibited = tariff ? draftDutyEstimate(values.items, tariff).problems : [];
      const blocked = prohibited.filter((p) => p.reason === "prohibited");
      if (blocked.length > 0) {
        for (const p of blocked) form.setError(`items.${p.index}.hs_code`, { type: "customs", message: p.message });
        toastError(PROHIBITED_MESSAGE);
        return;
      }
      const answer = await submit.mutateAsync({ ...values, items: withSuggestionsLeftToUs(values.items, tariff) });
      toastSuccess(answer.message ?? SHIP_REQUEST_TEXTS.submitted);
      navigate(`/user/ship-requests/${answer.ship_request.id}`);
    },
    onFailure: (error) => toastError(errorMessage(error, SHIP_REQUEST_SAVE_FAILED)),
  });
  const { errors } = form.formState;
  const items = useWatch({ control: form.control, name: "items" });
  const estimate = useMemo(() => (tariff ? draftDutyEstimate(items ?? [], tariff) : null), [items, tariff]);
  const selected = (form.watch("package_ids") ?? []).map(Number);
  const consolidate = form.watch("consolidate");
  const toggle = (id: number, on: boolean) =>
    form.setValue("package_ids", on ? [...selected, id] : selected.filter((x) => x !== id), {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <Form form={form} className="space-y-8" aria-label="Ship request">
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Packages</legend>
        <p className="text-sm text-slate-600">Choose packages at one warehouse: they leave together.</p>
        {byWarehouse(packages).map(([warehouse, list]) => (
          <fieldset key={warehouse} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-700">{warehouse}</legend>
            <ul className="space-y-2">
              {list.map((p) => (
                <li key={p.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                  <label
                    className={`flex items-start gap-2 text-sm ${selectable(p) ? "text-slate-800" : "text-slate-500"}`}
                  >
                    <input
                      type="checkbox"
                      className={CHECKBOX}
                      checked={selected.includes(p.id)}
                      disabled={!selectable(p)}
                      onChange={(e) => toggle(p.id, e.target.checked)}
                    />
                    <span>
                      <span className="font-semibold">{p.package_code}</span> {p.description} ·{" "}
                      {formatWeight(p.weight_grams)}
                    </span>
                  </label>
                  {p.ship_request_id != null ? (
                    <HeldByRequest requestId={p.ship_request_id} />
                  ) : (
                    p.status === "on_hold" && (
                      <span className="text-sm text-amber-800">{SHIP_REQUEST_TEXTS.onHoldNote}</span>
                    )
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        {errors.package_ids?.message && (
          <p className="text-sm text-red-600" role="alert">
            {errors.package_ids.message}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Packing</legend>
        <div className="flex flex-wrap gap-5" role="radiogroup" aria-label="Consolidation">
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="consolidate"
              className="h-4 w-4 accent-brand-700"
              checked={consolidate !== false}
              onChange={() => form.setValue("consolidate", true)}
            />
            Consolidate into one box
          </label>
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="consolidate"
              className="h-4 w-4 accent-brand-700"
              checked={consolidate === false}
              onChange={() => form.setValue("consolidate", false)}
            />
            Ship separately
          </label>
        </div>
        <SelectField label="Repacking" error={errors.repack?.message} {...form.register("repack")}>
          {REPACK_LEVELS.map((level) => (
            <option key={level} value={level}>
              {REPACK_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <div className="space-y-2">
          {(
            [
              ["insurance", "Insurance (a percentage of the declared value)"],
              ["fragile", "Fragile handling"],
              ["photos_of_contents", "Photos of the contents"],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" className={CHECKBOX} {...form.register(name)} />
              {label}
            </label>
          ))}
          {errors.insurance?.message && (
            <p className="text-sm text-red-600" role="alert">
              {errors.insurance.message}
            </p>
          )}
        </div>
        <SelectField label="Service" required error={errors.service?.message} {...form.register("service")}>
          {SHIP_SERVICES.map((s) => (
            <option key={s} value={s}>
              {SHIP_SERVICE_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <DeliveryFields form={form} />
      <DeclarationTable form={form} tariff={tariff} estimate={estimate} />
      {estimate && (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
          <DutyEstimatePanel
            estimate={estimate}
            note="Nigerian customs duty and taxes on your items, in naira. This is before the freight is known: the quote adds its share to each item's CIF value."
          />
        </div>
      )}

      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className={CHECKBOX}
            aria-invalid={Boolean(errors.confirm_true)}
            {...form.register("confirm_true")}
          />
          I confirm that this customs declaration is true and complete.
        </label>
        {errors.confirm_true?.message && (
          <p className="text-sm text-red-600" role="alert">
            {errors.confirm_true.message}
          </p>
        )}
      </div>
      <SubmitButton busyLabel="Submitting...">Submit and see the quote</SubmitButton>
    </Form>
  );
}
