import { readdirSync, readFileSync } from "node:fs";

/** The nice value of every thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). Linux only. */
export function threadPriorities(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}
