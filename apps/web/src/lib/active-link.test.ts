import { describe, expect, it } from "vitest";
import { isActiveLink } from "./active-link";

describe("isActiveLink (React Router's NavLink rule)", () => {
  it("marks a link active on its own page, in any case", () => {
    expect(isActiveLink("/about-us", "/about-us")).toBe(true);
    expect(isActiveLink("/About-Us", "/about-us", true)).toBe(true);
  });

  it("marks it active below its page unless `end`", () => {
    expect(isActiveLink("/admin/shipments/42", "/admin/shipments")).toBe(true);
    expect(isActiveLink("/admin/shipments/42", "/admin/shipments", true)).toBe(false);
  });

  it("does not mark a link whose path is only a prefix of another segment", () => {
    expect(isActiveLink("/admin/shipments-archive", "/admin/shipments")).toBe(false);
    expect(isActiveLink("/user", "/user/home")).toBe(false);
  });
});
