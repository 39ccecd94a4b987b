import { describe, expect, it } from "vitest";
import { agentView } from "./agent-view.js";

describe("agentView", () => {
  it("hides contact fields, amounts and e-mail addresses written inside any text", () => {
    const seen = agentView({
      owner: { name: "Ada Lovelace", suite_number: "SW10001", email: "ada@example.com" },
      total_minor: 12050,
      audit: [
        {
          actor_label: "Ada Lovelace (ada@example.com)",
          field: "description",
          old_value: "Shoes",
          new_value: "Trainers",
          summary: "Description changed from Shoes to Trainers",
        },
      ],
      note: "Call ada.lovelace+parcels@mail.example.ng about it",
    });
    expect(seen).toEqual({
      owner: { name: "Ada Lovelace", suite_number: "SW10001", email: "" },
      total_minor: 0,
      audit: [
        {
          actor_label: "Ada Lovelace",
          field: "description",
          old_value: "Shoes",
          new_value: "Trainers",
          summary: "Description changed from Shoes to Trainers",
        },
      ],
      note: "Call (e-mail hidden) about it",
    });
  });

  it("shows that a hidden field changed in an audit entry, never its values", () => {
    const [entry] = agentView([
      {
        actor_label: "Ada Lovelace",
        field: "declared_value",
        old_value: "£120.50",
        new_value: "£999.99",
        summary: "Declared value changed from £120.50 to £999.99",
      },
    ]);
    expect(entry).toEqual({
      actor_label: "Ada Lovelace",
      field: "declared_value",
      old_value: null,
      new_value: null,
      summary: "Declared value changed",
    });
  });
});
