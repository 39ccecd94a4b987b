import { type Backlog, backupScheduleText, SYSTEM_TEXTS, type SystemStatus } from "@app/shared/system/staff";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../../components/ui/card";
import { formatAge, formatBytes, formatMoment } from "./figures";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 text-base font-semibold text-slate-800">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Term and value pairs; `testId` names a value for tests. */
function Facts({ rows }: { rows: Array<{ term: string; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="text-slate-600">{row.term}</dt>
          <dd className="min-w-0 break-words font-medium text-slate-900" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0)
    return (
      <p
        className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm text-green-800"
        data-testid="no-warnings"
      >
        <CheckCircle2 size={16} aria-hidden="true" /> {SYSTEM_TEXTS.noWarnings}
      </p>
    );
  return (
    <section aria-labelledby="system-warnings" className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <h2 id="system-warnings" className="mb-2 flex items-center gap-2 text-sm font-semibold text-amber-900">
        <AlertTriangle size={16} aria-hidden="true" /> Warnings
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

function BacklogFacts({ backlog, prefix }: { backlog: Backlog; prefix: string }) {
  return (
    <Facts
      rows={[
        { term: "Queued", value: backlog.queued, testId: `${prefix}-queued` },
        {
          term: "Oldest waiting",
          value: backlog.oldest_at ? formatAge(backlog.oldest_age_seconds) : "—",
          testId: `${prefix}-oldest`,
        },
        { term: "Being retried", value: backlog.retrying, testId: `${prefix}-retrying` },
        { term: "Failed for good", value: backlog.failed, testId: `${prefix}-failed` },
      ]}
    />
  );
}

export function SystemPanels({ status }: { status: SystemStatus }) {
  const { storage, backup } = status;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section id="system-release" title="Release">
        <Facts
          rows={[
            { term: "Version", value: status.version },
            { term: "Commit", value: <span className="font-mono text-xs">{status.commit.slice(0, 12)}</span> },
            { term: "Running for", value: formatAge(status.uptime_seconds), testId: "uptime" },
            { term: "Started", value: formatMoment(status.started_at) },
            { term: "Node.js", value: status.node },
          ]}
        />
      </Section>
      <Section id="system-database" title="Database">
        <Facts
          rows={[
            { term: "Kind", value: status.database.kind === "postgres" ? "PostgreSQL" : "Embedded (PGlite)" },
            { term: "Size", value: formatBytes(status.database.size_bytes) },
          ]}
        />
      </Section>
      <Section id="system-mail" title="E-mail">
        <BacklogFacts backlog={status.mail} prefix="mail" />
      </Section>
      <Section id="system-messages" title="SMS and WhatsApp">
        <BacklogFacts backlog={status.messages} prefix="messages" />
      </Section>
      <Section id="system-storage" title="Storage">
        <Facts
          rows={[
            { term: "Uploads in", value: storage.kind === "s3" ? "S3 bucket" : "Data folder" },
            { term: "Uploads", value: `${storage.files} files, ${formatBytes(storage.bytes)}` },
            {
              term: "Disk free",
              value:
                storage.disk_free_bytes !== null && storage.disk_total_bytes
                  ? `${formatBytes(storage.disk_free_bytes)} of ${formatBytes(storage.disk_total_bytes)}`
                  : "—",
            },
          ]}
        />
      </Section>
      <Section id="system-backup" title="Last backup">
        {backup ? (
          <Facts
            rows={[
              { term: "Taken", value: formatMoment(backup.at) },
              { term: "Age", value: formatAge(backup.age_seconds), testId: "backup-age" },
              { term: "How", value: backup.trigger === "scheduled" ? "Daily backup" : "npm run backup" },
              { term: "Folder", value: <span className="break-all font-mono text-xs">{backup.folder}</span> },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">{SYSTEM_TEXTS.noBackup}</p>
        )}
        <p className="mt-2 text-sm text-slate-600" data-testid="backup-schedule">
          {backupScheduleText(status.backup_schedule)}
        </p>
      </Section>
      <div className="md:col-span-2">
        <Section id="system-jobs" title="Daily jobs">
          {status.jobs.length === 0 ? (
            <p className="text-sm text-slate-600">{SYSTEM_TEXTS.noJobs}</p>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm">
              {status.jobs.map((job) => (
                <li key={job.job} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                  <span className="font-medium text-slate-900">{job.job}</span>
                  <span className={job.outcome === "ok" ? "text-green-800" : "font-semibold text-red-700"}>
                    {job.outcome === "ok" ? "ran" : "failed"} {formatMoment(job.at)}
                  </span>
                  <span className="min-w-0 break-words text-slate-600">{job.detail}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
