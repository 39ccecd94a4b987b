import { isPayable } from "@app/shared/invoices/invoices";
import {
  SHIP_REQUEST_STATUS_LABELS,
  SHIP_REQUEST_TEXTS,
  type ShipRequestInvoice,
} from "@app/shared/ship-requests/ship-requests";
import { useState } from "react";
import { useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, PageHeader, Spinner } from "../../components/ui/card";
import { EstimateComparisonPanel } from "../../components/estimate-comparison";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { StatusBadge } from "../../components/ui/status-badge";
import { useCancelShipRequest, useShipRequest } from "../../features/ship-requests/api/ship-request-calls";
import { QuoteEvidence } from "../../features/ship-requests/components/quote-evidence";
import { RequestDuties } from "../../features/ship-requests/components/request-duties";
import { ReturnedNotice } from "../../features/ship-requests/components/returned-notice";
import { ShipRequestSummary } from "../../features/ship-requests/components/ship-request-summary";
import { errorMessage } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** Once packed: the request's invoice, where it is paid (a pay link while it is unpaid). */
function InvoiceLink({ invoice }: { invoice: ShipRequestInvoice }) {
  const payable = isPayable(invoice.status);
  return (
    <Link to={`/user/invoice/${invoice.id}`} className={buttonClass(payable ? "primary" : "secondary")}>
      {payable ? "View and pay invoice" : "View invoice"} {invoice.transaction_id}
    </Link>
  );
}

/**
 * /user/ship-requests/:id: the quote with its evidence, what was asked for, Cancel while submitted, once packed the
 * link to its invoice, and staff's reason when they returned it (decision 0142).
 */
export default function ShipRequestDetailPage() {
  const id = Number(useParams().id);
  useDocumentTitle(`Ship request #${id}`);
  const request = useShipRequest(id);
  const cancel = useCancelShipRequest(id);
  const [confirming, setConfirming] = useState(false);
  const data = request.data;
  // Cancelled by the customer or returned by staff: never packed, so no invoice is promised.
  const cancelled = data?.ship_request.status === "cancelled";
  return (
    <div className="max-w-4xl space-y-4">
      <PageHeader
        title={`Ship request #${id}`}
        actions={
          <Link to="/user/ship-requests" className={buttonClass("secondary")}>
            My Ship Requests
          </Link>
        }
      />
      {request.isError || !(Number.isInteger(id) && id > 0) ? (
        <RecordLoadFailed query={request} what="ship request" notFound={SHIP_REQUEST_TEXTS.notFound} />
      ) : !data ? (
        <Spinner label="Loading ship request..." />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge
              status={data.ship_request.status}
              label={SHIP_REQUEST_STATUS_LABELS[data.ship_request.status]}
            />
            {data.ship_request.status === "submitted" && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Cancel ship request
              </Button>
            )}
            {data.invoice && <InvoiceLink invoice={data.invoice} />}
          </div>
          <ReturnedNotice request={data.ship_request} />
          {data.comparison && data.invoice && (
            <Card>
              <EstimateComparisonPanel
                comparison={data.comparison}
                question={
                  <Link to={`/user/invoice/${data.invoice.id}`} className="font-medium text-brand-700 underline">
                    Question this charge on invoice {data.invoice.transaction_id}
                  </Link>
                }
              />
            </Card>
          )}
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Your estimate</h2>
            <QuoteEvidence quote={data.quote} cancelled={cancelled} />
          </Card>
          <Card>
            <RequestDuties answer={data} cancelled={cancelled} />
          </Card>
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Your request</h2>
            <ShipRequestSummary request={data.ship_request} />
          </Card>
          <ConfirmDialog
            open={confirming}
            title="Cancel this ship request?"
            description="Its packages go back to the warehouse shelves, and you can ship them later."
            confirmLabel="Cancel ship request"
            busy={cancel.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              try {
                const answer = await cancel.mutateAsync();
                toastSuccess(answer.message ?? "Your ship request has been cancelled.");
              } catch (error) {
                toastError(errorMessage(error));
              }
              setConfirming(false);
            }}
          />
        </>
      )}
    </div>
  );
}
