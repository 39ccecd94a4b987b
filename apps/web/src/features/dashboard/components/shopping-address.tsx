import { addressFields } from "@app/shared/core/company";
import { DASHBOARD_TEXTS, type ShoppingAddresses } from "@app/shared/dashboard/dashboard";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card } from "../../../components/ui/card";
import { SelectField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { toastError } from "../../../lib/toast";
import { useChooseWarehouse } from "../api/choose-warehouse";
import { CopyLine, copyText } from "./copy-line";

const COPIED_MS = 5000;

/**
 * The shopping address: the chosen warehouse's lines with the customer's suite number in them, a copy
 * button on each ('Copied: …' for 5 seconds, beside the button), and the selector to change the warehouse.
 */
export function ShoppingAddress({ dashboard, customerName }: { dashboard: ShoppingAddresses; customerName: string }) {
  const choose = useChooseWarehouse();
  const [copied, setCopied] = useState<{ label: string; value: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const warehouse = dashboard.warehouses.find((w) => w.city === dashboard.warehouse_choice) ?? dashboard.warehouses[0];
  if (!warehouse) return null;
  const lines: Array<[string, string]> = [
    ["Name", customerName],
    ...addressFields(warehouse),
    ["Phone Number", warehouse.phone_number],
  ];

  const copy = async (label: string, value: string) => {
    if (!(await copyText(value))) return toastError("Could not copy. Please select the text and copy it.");
    clearTimeout(timer.current);
    setCopied({ label, value });
    timer.current = setTimeout(() => setCopied(undefined), COPIED_MS);
  };

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Your shopping address</h2>
          <p className="text-sm text-slate-600">
            Suite number <span className="font-semibold text-slate-900">{dashboard.suite_number}</span>
          </p>
        </div>
        <SelectField
          label={DASHBOARD_TEXTS.changeAddress}
          wrapperClassName="w-full sm:w-72"
          value={warehouse.city}
          disabled={choose.isPending}
          onChange={(event) =>
            choose.mutate(
              { warehouse_choice: event.target.value as never },
              { onError: (error) => toastError(errorMessage(error)) },
            )
          }
        >
          {dashboard.warehouses.map((w) => (
            <option key={w.city} value={w.city}>
              {w.label}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
        <TriangleAlert size={18} className="mt-px shrink-0" aria-hidden />
        {DASHBOARD_TEXTS.warning}
      </p>
      <dl className="divide-y divide-slate-100" data-testid="shopping-address">
        {lines.map(([label, value]) => (
          <CopyLine
            key={label}
            label={label}
            value={value}
            copied={copied?.label === label && copied.value === value}
            onCopy={() => copy(label, value)}
          />
        ))}
      </dl>
    </Card>
  );
}
