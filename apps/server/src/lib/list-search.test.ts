// A staff list's search (lib/any-field-search.ts, lib/list-source.ts): each search answers its own text's matches
// and total, counted only when its page cannot tell it, and its values reach the statement as parameters.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { insertCustomer, insertTicket } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";
import { containsText, recordIds, searchedListWhere } from "./any-field-search.js";
import { fetchPage, listSource, literalLimit } from "./list.js";
import { searchValue } from "./search-values.js";

const { app } = await buildTestApp();
const customer = await insertCustomer(app.db);
const subjects = ["Parcel 11111 late", "Parcel 22222 late", "Parcel 33333 lost"];
const made = [] as { id: number; subject: string }[];
for (const subject of subjects) made.push(await insertTicket(app.db, customer.id, { subject }));
const idOf = (subject: string) => made.find((t) => t.subject === subject)!.id;

/** A tickets list searched by subject with `lookup` (the real one: containsText) and its page of ids. */
async function search(
  q: string,
  lookup: (text: string) => SQL = (text) => containsText(tickets.subject, text),
  paging = { page: 1, pageSize: 20 },
) {
  const where = () =>
    searchedListWhere({
      q,
      id: tickets.id,
      byNumber: false,
      lookups: (text) => [recordIds(tickets, tickets.id, lookup(text))],
    });
  const source = listSource(
    app.db,
    { q },
    {
      page: (limit, offset, total) =>
        app.db
          .select({ id: tickets.id, ...total })
          .from(tickets)
          .where(where())
          .orderBy(tickets.id)
          .limit(literalLimit(limit))
          .offset(offset),
      matches: () => app.db.select({ one: sql`1` }).from(tickets).where(where()),
    },
  );
  const found = await fetchPage(source, paging);
  return { ids: found.rows.map((r) => r.id), total: found.pagination.total };
}

describe("staff list searches", () => {
  it("answers each search its own matches and count, one after another on the same statement", async () => {
    expect(await search("Parcel 11111")).toMatchObject({ ids: [idOf("Parcel 11111 late")], total: 1 });
    expect(await search("Parcel 22222")).toMatchObject({ ids: [idOf("Parcel 22222 late")], total: 1 });
    expect(await search("Parcel 44444")).toMatchObject({ ids: [], total: 0 });
    expect(await search("late")).toMatchObject({
      ids: [idOf("Parcel 11111 late"), idOf("Parcel 22222 late")],
      total: 2,
    });
    expect(await search("lost")).toMatchObject({ ids: [idOf("Parcel 33333 lost")], total: 1 });
  });

  it("counts a search whose page is full or empty past the first, and takes a short page's rows as its total", async () => {
    const late = [idOf("Parcel 11111 late"), idOf("Parcel 22222 late")];
    const contains = (text: string) => containsText(tickets.subject, text);
    const paged = (page: number, pageSize: number) => search("late", contains, { page, pageSize });
    expect(await paged(1, 1)).toMatchObject({ ids: [late[0]], total: 2 });
    expect(await paged(2, 1)).toMatchObject({ ids: [late[1]], total: 2 });
    expect(await paged(3, 1)).toMatchObject({ ids: [], total: 2 });
    expect(await paged(2, 2)).toMatchObject({ ids: [], total: 2 });
    expect(await paged(1, 2)).toMatchObject({ ids: late, total: 2 });
  });

  it("answers a search whose SQL holds its text its own matches: another text is another statement", async () => {
    // Texts of one shape once shared a statement kept for the shape; a text written into the SQL then answered the
    // first text's matches. Statements now go by their SQL text, so each text runs its own.
    const baked = (text: string) => sql`${tickets.subject} ilike ${sql.raw(`'%${text.replace(/'/g, "''")}%'`)}`;
    expect(await search("Parcel 11111", baked)).toMatchObject({ ids: [idOf("Parcel 11111 late")], total: 1 });
    expect(await search("Parcel 22222", baked)).toMatchObject({ ids: [idOf("Parcel 22222 late")], total: 1 });
  });

  it("sends a search's values as parameters, each behind (select …) so the planner prices it unseen", () => {
    const { sql: text, params } = app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.subject, "x"), sql`${tickets.subject} like ${searchValue("y%")}`))
      .toSQL();
    expect(params).toEqual(["x", "y%"]);
    expect(text).toContain("(select $2::text)");
  });
});
