import { describe, expect, it } from "vitest";
import { webUrl } from "./form-values.js";

describe("webUrl", () => {
  const storeWebsite = webUrl("Store website must be a valid URL");
  const messageFor = (value: unknown) => storeWebsite.safeParse(value).error?.issues.map((i) => i.message);

  it("takes http(s) links, trimmed", () => {
    expect(storeWebsite.parse(" https://shop.example.com/a?b=1 ")).toBe("https://shop.example.com/a?b=1");
    expect(storeWebsite.parse("http://shop.example.com")).toBe("http://shop.example.com");
  });

  it("refuses a link carrying a username or password, naming the field", () => {
    const refused = ["Store website must not contain a username or password"];
    expect(messageFor("https://user:pass@shop.example.com/x")).toEqual(refused);
    expect(messageFor("https://user@shop.example.com")).toEqual(refused);
    expect(messageFor("http://:secret@shop.example.com")).toEqual(refused);
  });

  it("answers the spec's message, once, for anything that is not an http(s) link", () => {
    for (const bad of ["", "amazon", "ftp://shop.example.com", "https://localhost", 42]) {
      expect(messageFor(bad), String(bad)).toEqual(["Store website must be a valid URL"]);
    }
  });
});
