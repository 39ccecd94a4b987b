import type { PackageStatus } from "@app/shared/core/enums";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import { StatusBadge } from "../../../../components/ui/status-badge";

/** A package's status in words ('Ready to ship'), coloured by what it means. */
export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  return <StatusBadge status={status} label={PACKAGE_STATUS_LABELS[status]} />;
}
