import { CONTESTED_TEXTS } from "@app/shared/packages/claims.staff";
import { RECEIVING_TEXTS } from "@app/shared/packages/receiving.staff";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { ReceivingDesk } from "./receiving-desk";
import { announcementOf } from "./use-receiving-desk";

/** The receiving desk against a faked API: the scan's lookup, the customer search and the multipart save. */
const LOOKUP = "/api/admin/packages/receiving/lookup";
const RECEIVE = "/api/admin/packages/receive";
const SEARCH = "/api/admin/customers/search";
const ada = { id: 42, name: "Ada Lovelace", suite_number: "SW10001", email_address: "ada@example.com" };
const preAlerted = {
  pre_alert: {
    id: 5,
    package_code: "PKG-5",
    carrier: "UPS",
    store: "Zara",
    description: "Winter shoes",
    owner: { id: 42, name: "Ada Lovelace", suite_number: "SW10001" },
  },
  claims: [
    {
      pre_alert_id: 5,
      package_code: "PKG-5",
      description: "Winter shoes",
      owner: ada,
      created_at: "2026-11-20T10:00:00Z",
    },
  ],
  already_received: null,
};
const received = {
  message: "Received PKG-5.",
  package: { id: 5, package_code: "PKG-5" },
  owner: { id: 42, name: "Ada Lovelace", suite_number: "SW10001" },
  matched_pre_alert: true,
  notified: true,
  contested: false,
};

function renderDesk() {
  const onReceived = vi.fn();
  const view = renderPage(<ReceivingDesk onReceived={onReceived} warehouses={null} />);
  const field = (label: string | RegExp) => view.getByLabelText(label) as HTMLInputElement;
  const messageOf = (input: HTMLElement) => {
    const id = input.getAttribute("aria-describedby");
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  /** Types the weight and the length as given, with a width and height of 10 cm. */
  const typeMeasures = async (weight: string, length = "10") => {
    for (const [label, value] of [
      [/Weight \(kg\)/, weight],
      [/^Length/, length],
      [/^Width/, "10"],
      [/^Height/, "10"],
    ] as const)
      await view.user.type(field(label), value);
  };
  return { ...view, onReceived, field, messageOf, typeMeasures };
}

describe("the receiving desk", () => {
  it("checks the parcel with the shared schema before anything is sent", async () => {
    const network = fakeNetwork();
    const { user, field, messageOf, typeMeasures } = renderDesk();
    const save = () => user.click(screen.getByRole("button", { name: "Save parcel" }));
    await save();
    expect(messageOf(field(/This desk's warehouse/))).toBe(RECEIVING_TEXTS.warehouseRequired);
    expect(messageOf(field(/Carrier tracking number/))).toBe("Enter the carrier's tracking number.");
    expect(messageOf(field(/Weight \(kg\)/))).toBe("Enter the weight.");
    expect(messageOf(field(/^Height/))).toBe("Enter the height.");
    // The owner is asked for with the rest, not only once the plain fields are right (it once came a save later).
    expect(messageOf(screen.getByRole("combobox", { name: /Owner/ }))).toBe(RECEIVING_TEXTS.ownerRequired);

    // The rules between fields: an owner (or 'Owner unknown' with what the label says), and a note for a damaged
    // parcel, whatever else is still wrong.
    await user.selectOptions(field(/This desk's warehouse/), "Trail Richmond");
    await user.type(field(/Carrier tracking number/), "1Z999AA1");
    await typeMeasures("0", "abc");
    await user.click(screen.getByRole("radio", { name: "Damaged" }));
    await save();
    expect(messageOf(field(/Weight \(kg\)/))).toBe("Weight must be more than 0.");
    expect(messageOf(field(/^Length/))).toBe("Length must be a number.");
    expect(messageOf(field(/What is damaged/))).toBe(RECEIVING_TEXTS.conditionNoteRequired);
    await user.clear(field(/Weight \(kg\)/));
    await user.type(field(/Weight \(kg\)/), "2");
    await user.clear(field(/^Length/));
    await user.type(field(/^Length/), "10");
    await save();
    expect(messageOf(screen.getByRole("combobox", { name: /Owner/ }))).toBe(RECEIVING_TEXTS.ownerRequired);
    expect(messageOf(field(/What is damaged/))).toBe(RECEIVING_TEXTS.conditionNoteRequired);

    await user.click(screen.getByRole("checkbox", { name: /Owner unknown/ }));
    await save();
    expect(messageOf(field(/What the label says/))).toBe(RECEIVING_TEXTS.labelTextRequired);
    expect(network.sent).toEqual([]);
  });

  it("looks a scanned number up on Enter, fills the pre-alert in, and saves fields and photos as one upload", async () => {
    const save = deferred();
    const network = fakeNetwork()
      .on("GET", LOOKUP, { body: preAlerted })
      // The owner box then holds the pre-alert's owner as text, which its typeahead looks up once more.
      .on("GET", SEARCH, { body: { customers: [] } })
      .on("POST", RECEIVE, () => save.promise);
    const { user, field, onReceived, findByText, toasts } = renderDesk();

    await user.selectOptions(field(/This desk's warehouse/), "Trail Richmond");
    await user.type(field(/Carrier tracking number/), "1z 999-aa1{Enter}");
    await findByText("Pre-alerted by Ada Lovelace (SW10001): Winter shoes");
    expect(network.requests("GET", LOOKUP).map((r) => r.query)).toEqual([{ carrier_tracking_number: "1Z999AA1" }]);
    expect(screen.getByRole("combobox", { name: /Owner/ })).toHaveProperty("value", "Ada Lovelace (SW10001)");
    expect(field("Description").value).toBe("Winter shoes");
    expect(field("Store or sender").value).toBe("Zara");
    // The next thing to do at a scale: the weight.
    expect(document.activeElement).toBe(field(/Weight \(kg\)/));

    await user.type(field(/Weight \(kg\)/), "2.5");
    await user.type(field(/^Length/), "30");
    await user.type(field(/^Width/), "20");
    await user.type(field(/^Height/), "10");
    const photo = new File(["jpeg bytes"], "label.jpg", { type: "image/jpeg" });
    await user.upload(field(/Choose files/), photo);
    // Enter on the bin location (the last field) saves.
    await user.type(field(/Bin location/), "A-12{Enter}");

    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(network.requests("POST", RECEIVE)).toHaveLength(1));
    const [sent] = network.requests("POST", RECEIVE);
    expect(sent?.body).toMatchObject({
      carrier_tracking_number: "1Z999AA1",
      warehouse: "Trail Richmond",
      owner_id: "42",
      owner_unknown: "no",
      description: "Winter shoes",
      store: "Zara",
      carrier: "UPS",
      weight: "2.5",
      weight_unit: "kg",
      length: "30",
      width: "20",
      height: "10",
      length_unit: "cm",
      bin_location: "A-12",
      condition: "good",
    });
    expect(sent?.files.map((f) => f.name)).toEqual(["label.jpg"]);

    save.resolve({ body: received });
    await waitFor(() => expect(onReceived).toHaveBeenCalledWith(received));
    await waitFor(() => expect(toasts()).toContain("Received PKG-5."));
    // A screen reader hears whole sentences (not 'Received PKG-5. for Ada...').
    expect(screen.getByText(/Scan the next parcel/).textContent).toBe(
      "Received PKG-5. It belongs to Ada Lovelace (SW10001). Scan the next parcel.",
    );
    // The desk starts over for the next parcel, keeping its warehouse.
    await waitFor(() => expect(field(/Carrier tracking number/).value).toBe(""));
    expect(field(/Weight \(kg\)/).value).toBe("");
    expect(field(/This desk's warehouse/).value).toBe("Trail Richmond");
    await waitFor(() => expect(document.activeElement).toBe(field(/Carrier tracking number/)));
    // The outcome and its label are at the top of the form, where the next scan starts (not below the form).
    const outcome = screen.getByRole("region", { name: "Last saved parcel" });
    expect(outcome.textContent).toContain("Saved PKG-5");
    expect(outcome.textContent).toContain("Ada Lovelace (SW10001)");
    const label = within(outcome).getByRole("link", { name: /Print label of PKG-5/ });
    expect(label.getAttribute("href")).toBe("/api/admin/packages/5/label");
    expect(outcome.compareDocumentPosition(field(/Carrier tracking number/))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("takes back everything a pre-alert filled in when the number changes, and keeps what the clerk typed", async () => {
    const late = deferred();
    const network = fakeNetwork()
      .on("GET", LOOKUP, (request) =>
        request.query.carrier_tracking_number === "1Z999AA1"
          ? { body: preAlerted }
          : request.query.carrier_tracking_number === "1Z999AA3"
            ? late.promise
            : { body: { pre_alert: null, claims: [], already_received: null } },
      )
      .on("GET", SEARCH, { body: { customers: [] } });
    const { user, field, findByText } = renderDesk();
    const owner = () => screen.getByRole("combobox", { name: /Owner/ }) as HTMLInputElement;
    const filled = () => [
      owner().value,
      field("Description").value,
      field("Store or sender").value,
      field("Carrier").value,
    ];

    // The clerk typed the sender off the box before scanning: the pre-alert leaves it alone.
    await user.type(field("Store or sender"), "Amazon");
    await user.type(field(/Carrier tracking number/), "1Z999AA1{Enter}");
    await findByText("Pre-alerted by Ada Lovelace (SW10001): Winter shoes");
    expect(filled()).toEqual(["Ada Lovelace (SW10001)", "Winter shoes", "Amazon", "UPS"]);
    // Edited since, the description still came from Ada's pre-alert.
    await user.type(field("Description"), ", black");

    await user.clear(field(/Carrier tracking number/));
    await user.type(field(/Carrier tracking number/), "1Z999AA2{Enter}");
    await findByText(/No pre-alert for this number/);
    expect(filled()).toEqual(["", "", "Amazon", ""]);

    // An answer about a number no longer in the field fills nothing in.
    await user.clear(field(/Carrier tracking number/));
    await user.type(field(/Carrier tracking number/), "1Z999AA3{Enter}");
    await user.type(field(/Carrier tracking number/), "4");
    late.resolve({ body: preAlerted });
    await waitFor(() => expect(network.requests("GET", LOOKUP)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Pre-alerted by/)).toBeNull();
    expect(filled()).toEqual(["", "", "Amazon", ""]);
  });

  it("says the scan's outcome in a status region that was in the page, empty, before the scan (WCAG 4.1.3)", async () => {
    const lookup = deferred();
    const earlier = {
      id: 5,
      package_code: "PKG-5",
      received_at: "2026-12-01T10:00:00Z",
      on_shelves: true,
      message: "Received on December 1 as PKG-5.",
    };
    fakeNetwork()
      .on("GET", LOOKUP, (request) =>
        request.query.carrier_tracking_number === "1Z999AA1"
          ? lookup.promise
          : { body: { ...preAlerted, already_received: earlier } },
      )
      .on("GET", SEARCH, { body: { customers: [] } });
    const { user, field, findByRole } = renderDesk();
    // Several screen readers do not announce a status region inserted together with its text.
    const region = screen.getByTestId("scan-outcome");
    expect(region.getAttribute("role")).toBe("status");
    expect(region.textContent).toBe("");

    await user.type(field(/Carrier tracking number/), "1Z999AA1{Enter}");
    await waitFor(() => expect(region.textContent).toBe("Looking up the tracking number..."));
    lookup.resolve({ body: preAlerted });
    await waitFor(() => expect(region.textContent).toBe("Pre-alerted by Ada Lovelace (SW10001): Winter shoes"));
    expect(screen.getByTestId("scan-outcome")).toBe(region);

    // A number already received is an alert, announced as it is inserted; the status region empties.
    await user.clear(field(/Carrier tracking number/));
    await user.type(field(/Carrier tracking number/), "1Z999AA2{Enter}");
    expect((await findByRole("alert")).textContent).toContain("Received on December 1 as PKG-5.");
    expect(region.textContent).toBe("");
    expect(screen.getByTestId("scan-outcome")).toBe(region);
  });

  it("gives the clerk's own owner choice back when a pre-alert's fill-in is taken back", async () => {
    const network = fakeNetwork()
      .on("GET", LOOKUP, (request) =>
        request.query.carrier_tracking_number === "1Z999AA1"
          ? { body: preAlerted }
          : { body: { pre_alert: null, claims: [], already_received: null } },
      )
      .on("GET", SEARCH, { body: { customers: [] } })
      .on("POST", RECEIVE, { body: { ...received, owner: null, matched_pre_alert: false } });
    const { user, field, findByText, typeMeasures } = renderDesk();
    const unknown = () => screen.getByRole("checkbox", { name: /Owner unknown/ }) as HTMLInputElement;
    const scan = async (number: string, outcome: string | RegExp) => {
      await user.clear(field(/Carrier tracking number/));
      await user.type(field(/Carrier tracking number/), `${number}{Enter}`);
      await findByText(outcome);
    };

    // Before scanning, the clerk read no owner on the label: 'Owner unknown', with what the label says.
    await user.click(unknown());
    await user.type(field(/What the label says/), "B. Adey");
    // A pre-alert for the number names its owner instead.
    await scan("1Z999AA1", "Pre-alerted by Ada Lovelace (SW10001): Winter shoes");
    expect(unknown().checked).toBe(false);
    expect(screen.getByRole("combobox", { name: /Owner/ })).toHaveProperty("value", "Ada Lovelace (SW10001)");

    // The number was wrong: the right one has no pre-alert, and the clerk's tick and label text are back.
    await scan("1Z999AA2", /No pre-alert for this number/);
    expect(unknown().checked).toBe(true);
    expect(field(/What the label says/).value).toBe("B. Adey");
    expect(screen.queryByRole("combobox", { name: /Owner/ })).toBeNull();

    // And it is what is saved: the unknown-owner queue, not Ada.
    await user.selectOptions(field(/This desk's warehouse/), "Trail Richmond");
    await typeMeasures("2");
    await user.click(screen.getByRole("button", { name: "Save parcel" }));
    await waitFor(() => expect(network.requests("POST", RECEIVE)).toHaveLength(1));
    expect(network.requests("POST", RECEIVE)[0]?.body).toMatchObject({
      carrier_tracking_number: "1Z999AA2",
      owner_id: "",
      owner_unknown: "yes",
      label_owner_text: "B. Adey",
      description: "",
    });
  });

  it("tells a screen reader where a contested or unknown-owner parcel went, in whole sentences", () => {
    const contested = CONTESTED_TEXTS.receivedContested("PKG-7");
    expect(announcementOf({ ...received, owner: null, contested: true, message: contested })).toBe(
      `${contested} Scan the next parcel.`,
    );
    expect(announcementOf({ ...received, owner: null, message: RECEIVING_TEXTS.received("PKG-8") })).toBe(
      "Received PKG-8. It goes to the unknown-owner queue. Scan the next parcel.",
    );
  });

  it("opens the camera (or the file picker) with Alt+P from any field", async () => {
    fakeNetwork();
    const { user, field } = renderDesk();
    const camera = field(/Take photo/);
    expect(camera.getAttribute("aria-keyshortcuts")).toBe("Alt+P");
    const opened = vi.fn();
    camera.addEventListener("click", opened);
    await user.click(field(/Description/));
    await user.keyboard("{Alt>}p{/Alt}");
    expect(opened).toHaveBeenCalledTimes(1);
    // Typing a 'p' is just typing.
    await user.type(field(/Description/), "p");
    expect(opened).toHaveBeenCalledTimes(1);
    expect(field(/Description/).value).toBe("p");
  });

  it("keeps 'Owner unknown' above the field it swaps, so ticking it moves nothing under the pointer", async () => {
    fakeNetwork();
    const { user } = renderDesk();
    const box = screen.getByRole("checkbox", { name: /Owner unknown/ });
    const owner = screen.getByRole("combobox", { name: /Owner/ });
    expect(box.compareDocumentPosition(owner)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.compareDocumentPosition(screen.getByLabelText(/What the label says/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("finds the owner by search when there is no pre-alert, and shows the server's field messages", async () => {
    const network = fakeNetwork()
      .on("GET", LOOKUP, { body: { pre_alert: null, claims: [], already_received: null } })
      .on("GET", SEARCH, { body: { customers: [ada] } })
      .on("POST", RECEIVE, {
        status: 400,
        body: {
          error: RECEIVING_TEXTS.alreadyReceived("PKG-9"),
          fields: {
            carrier_tracking_number: RECEIVING_TEXTS.alreadyReceived("PKG-9"),
            photos: "Only JPEG, PNG, GIF or WebP images can be uploaded.",
          },
        },
      });
    const { user, field, messageOf, findByText, onReceived, typeMeasures } = renderDesk();

    await user.selectOptions(field(/This desk's warehouse/), "Trail Richmond");
    await user.type(field(/Carrier tracking number/), "TBA123456789{Enter}");
    await findByText(/No pre-alert for this number/);
    const owner = screen.getByRole("combobox", { name: /Owner/ });
    await waitFor(() => expect(document.activeElement).toBe(owner));
    await user.type(owner, "SW10001");
    await user.click(await screen.findByRole("option", { name: /Ada Lovelace/ }));
    expect(network.requests("GET", SEARCH).at(-1)?.query).toEqual({ q: "SW10001" });

    await typeMeasures("1");
    await user.click(screen.getByRole("button", { name: "Save parcel" }));

    await findByText("Only JPEG, PNG, GIF or WebP images can be uploaded.");
    expect(network.requests("POST", RECEIVE)).toHaveLength(1);
    expect(messageOf(field(/Carrier tracking number/))).toBe(RECEIVING_TEXTS.alreadyReceived("PKG-9"));
    expect(network.requests("POST", RECEIVE)[0]?.body).toMatchObject({
      owner_id: "42",
      carrier_tracking_number: "TBA123456789",
    });
    expect(onReceived).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(field(/Weight \(kg\)/).value).toBe("1");
  });

  it("warns about a parcel already received and refuses a malformed number without asking the server", async () => {
    const network = fakeNetwork().on("GET", LOOKUP, {
      body: {
        pre_alert: null,
        claims: [],
        already_received: {
          id: 9,
          package_code: "PKG-9",
          received_at: "2026-11-27T10:00:00Z",
          on_shelves: true,
          message: "Received on 27 Nov 2026 as PKG-9.",
        },
      },
    });
    const { user, field, messageOf, findByRole } = renderDesk();

    await user.type(field(/Carrier tracking number/), "12{Enter}");
    expect(messageOf(field(/Carrier tracking number/))).toBe(
      "A carrier tracking number has at least 6 letters and digits.",
    );
    expect(network.sent).toEqual([]);

    await user.clear(field(/Carrier tracking number/));
    await user.type(field(/Carrier tracking number/), "1Z999AA1{Enter}");
    const alert = await findByRole("alert");
    expect(alert.textContent).toBe(
      "Received on 27 Nov 2026 as PKG-9. It is on our shelves: check the number before saving.",
    );
    expect(network.requests("GET", LOOKUP)).toHaveLength(1);
  });

  it("lists every claim when several customers pre-alerted the number, and leaves the owner to the label", async () => {
    const bob = { id: 43, name: "Bob Chen", suite_number: "SW10002", email_address: "bob@example.com" };
    const claim = (id: number, owner: typeof ada, description: string) => ({
      pre_alert_id: id,
      package_code: `PKG-${id}`,
      description,
      owner,
      created_at: "2026-11-20T10:00:00Z",
    });
    fakeNetwork().on("GET", LOOKUP, {
      body: {
        ...preAlerted,
        claims: [claim(5, ada, "Winter shoes"), claim(6, bob, "Books")],
      },
    });
    const { user, field, findByRole } = renderDesk();
    await user.type(field(/Carrier tracking number/), "1Z999AA1{Enter}");
    const alert = await findByRole("alert");
    expect(alert.textContent).toContain("2 customers pre-alerted this number");
    expect(alert.textContent).toContain("Ada Lovelace (SW10001): Winter shoes");
    expect(alert.textContent).toContain("Bob Chen (SW10002): Books");
    expect((screen.getByRole("combobox", { name: /Owner/ }) as HTMLInputElement).value).toBe("");
  });
});
