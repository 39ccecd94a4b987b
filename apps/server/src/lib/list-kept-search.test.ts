// A staff list's search is built into SQL once per shape of search text and run again with each text's values
// (lib/list.ts keptSearch, lib/search-values.ts). Each search answers its own text's matches, and in tests every
// kept run is checked against a fresh build, so a builder that bakes a text into its SQL fails loudly.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { insertCustomer, insertTicket } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";
import { containsText, recordIds, searchedListWhere } from "./any-field-search.js";
import { fetchPage, listSource, literalLimit } from "./list.js";
import { collectSearchValues, searchShape, searchValue } from "./search-values.js";

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
  list = "test-kept-search",
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
    list,
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

describe("kept searches", () => {
  it("answers each search its own matches and count when search texts share a shape", async () => {
    expect(searchShape("Parcel 11111")).toBe(searchShape("Kettle 22222"));
    expect(searchShape("Parcel 11111")).not.toBe(searchShape("Parcel 1111"));
    expect(searchShape("parcel 11111")).not.toBe(searchShape("Parcel 11111"));
    expect(searchShape("ada@x.ng")).toBe("aaa@a.aa");
    expect(searchShape("#12")).toBe("#99");

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
    const paged = (page: number, pageSize: number) => search("late", contains, "test-kept-search", { page, pageSize });
    expect(await paged(1, 1)).toMatchObject({ ids: [late[0]], total: 2 });
    expect(await paged(2, 1)).toMatchObject({ ids: [late[1]], total: 2 });
    expect(await paged(3, 1)).toMatchObject({ ids: [], total: 2 });
    expect(await paged(2, 2)).toMatchObject({ ids: [], total: 2 });
    expect(await paged(1, 2)).toMatchObject({ ids: late, total: 2 });
  });

  it("collects a query's search values as placeholders in the order they are asked for", () => {
    const { built, values } = collectSearchValues(() => sql`${searchValue("a%")} or ${searchValue("b%")}`);
    expect(values).toEqual({ s0: "a%", s1: "b%" });
    const { sql: text, params } = app.db.select({ one: sql`1` }).from(tickets).where(built).toSQL();
    expect(text).toContain("(select $1::text) or (select $2::text)");
    expect(params.map((p) => (p as { name?: string }).name)).toEqual(["s0", "s1"]);
  });

  it("fails, in tests, a search whose SQL holds its text rather than a placeholder", async () => {
    expect(process.env.LIST_VERIFY_KEPT_SEARCHES).toBe("1");
    const baked = (text: string) => sql`${tickets.subject} ilike ${`%${text}%`}`;
    expect(await search("Parcel 11111", baked, "test-baked-search")).toMatchObject({ total: 1 });
    await expect(search("Parcel 22222", baked, "test-baked-search")).rejects.toThrow(/does not fit this search/);
  });

  it("leaves queries built outside a collection with their values as parameters", () => {
    const { params } = app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.subject, "x"), sql`${tickets.subject} like ${searchValue("y%")}`))
      .toSQL();
    expect(params).toEqual(["x", "y%"]);
  });
});
