import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { PackingPhotos } from "./packing-photos";

const PHOTOS = "/api/admin/ship-requests/7/packing-photos";

/**
 * The packing photos' controls by keyboard: the two file inputs are hidden and opened by their buttons, so Tab goes
 * from what comes before straight to 'Take photo' and 'Choose photos', never to an input nobody sees.
 */
describe("PackingPhotos by keyboard", () => {
  it("tabs to 'Take photo' then 'Choose photos', with no stop on a hidden file input", async () => {
    const { user } = renderPage(
      <>
        <button type="button">Before</button>
        <PackingPhotos requestId={7} photos={[]} />
      </>,
    );
    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Take photo" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose photos" }));
    await user.tab();
    expect(document.activeElement?.tagName).not.toBe("INPUT");
  });

  it("still uploads what the picker 'Choose photos' opens chooses", async () => {
    const network = fakeNetwork().on("POST", PHOTOS, {
      status: 201,
      body: { message: "Packing photo added.", packing_photos: [{ url: "/uploads/p/1.png", name: "box.png" }] },
    });
    const { user, container } = renderPage(<PackingPhotos requestId={7} photos={[]} />);
    const picker = container.querySelector<HTMLInputElement>('input[type="file"][multiple]');
    await user.upload(picker!, new File([new Uint8Array([137, 80, 78, 71])], "box.png", { type: "image/png" }));
    expect(await screen.findByText("Packing photo added.")).toBeTruthy();
    expect(network.requests("POST", PHOTOS).map((r) => r.files.map((f) => f.name))).toEqual([["box.png"]]);
  });
});
