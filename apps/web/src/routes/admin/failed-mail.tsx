import { FAILED_MAIL_TEXTS as TEXTS, type FailedMail, failedMessageKey } from "@app/shared/outbox/staff";
import { staffOutboxContract } from "@app/shared/outbox/staff.contract";
import { useAdminList } from "../../components/admin-list/use-admin-list";
import { useClampedPage, useListParams } from "../../components/admin-list/use-list-params";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/load-failed";
import { Pagination } from "../../components/ui/pagination";
import { Button } from "../../components/ui/button";
import { useResendAllMail, useResendMail } from "../../features/outbox/staff/api/resend-mail";
import { FailedMailTable } from "../../features/outbox/staff/components/failed-mail-table";
import { errorMessage } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/** Owners only (the server answers 403 to anyone else): e-mails and SMS/WhatsApp messages given up on, and a way to resend. */
function FailedMailPage() {
  useDocumentTitle(TEXTS.title);
  const { params, update } = useListParams();
  const list = useAdminList({
    op: staffOutboxContract.list,
    rowsOf: (answer) => answer.mail,
    params,
    loadedMessage: TEXTS.loaded,
    fallback: TEXTS.fetchFailed,
  });
  const pastTheEnd = useClampedPage(list, update);
  // Not the previous page's rows while another loads (StaffListPage does the same).
  const waiting = pastTheEnd || list.isPlaceholderData;
  const resend = useResendMail();
  const resendAll = useResendAllMail();
  const onResendAll = () =>
    resendAll.mutate(undefined, {
      onSuccess: (answer) => toastSuccess(answer.message),
      onError: (error) => toastError(errorMessage(error, TEXTS.resendAllFailed)),
    });
  const onResend = (mail: FailedMail) =>
    resend.mutate(mail, {
      onSuccess: (answer) => toastSuccess(answer.message),
      onError: (error) => toastError(errorMessage(error, TEXTS.resendFailed)),
    });
  return (
    <div>
      <PageHeader
        title={TEXTS.title}
        actions={
          list.data && list.data.rows.length > 0 ? (
            <Button variant="secondary" onClick={onResendAll} busy={resendAll.isPending}>
              {TEXTS.resendAll}
            </Button>
          ) : undefined
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{TEXTS.intro}</p>
      {list.isError && !list.data ? (
        <LoadFailed query={list} title={TEXTS.loadError} />
      ) : list.data?.rows.length === 0 && !waiting ? (
        <EmptyState>{TEXTS.empty}</EmptyState>
      ) : (
        <FailedMailTable
          mail={waiting ? undefined : list.data?.rows}
          loading={list.isPending || waiting}
          pendingKey={resend.isPending && resend.variables ? failedMessageKey(resend.variables) : undefined}
          onResend={onResend}
        />
      )}
      <Pagination
        info={list.data?.pagination}
        loadingPage={list.isPlaceholderData ? params.page : undefined}
        onPage={(page) => update({ page })}
        noun="e-mails"
      />
    </div>
  );
}

export default staffOnlyPage(["mail.failed"], TEXTS.title, FailedMailPage);
