/**
 * How pg_dump and pg_restore are given DATABASE_URL: without its password on their command line, which any user of
 * the machine reads (ps, /proc/<pid>/cmdline) for as long as a backup or restore runs. The password goes in their
 * environment instead (PGPASSWORD, readable by the same user only); the rest of the URL stays as it was. A URL Node
 * cannot take apart (a socket path with credentials, say) is passed as it is.
 */
export function pgToolConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, env: process.env };
  }
  const password = parsed.password ? decodeURIComponent(parsed.password) : parsed.searchParams.get("password");
  if (password === null || password === "") return { url, env: process.env };
  parsed.password = "";
  parsed.searchParams.delete("password");
  return { url: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}
