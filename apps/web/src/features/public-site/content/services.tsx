import type { TabItem } from "../components/tabs";

function Service({ image, alt, intro, points }: { image: string; alt: string; intro: string; points: string[] }) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <img
        src={`/images/${image}.svg`}
        alt={alt}
        width={560}
        height={400}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl bg-brand-50"
      />
      <div>
        <p className="text-lg text-slate-700">{intro}</p>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The four tabs of /service-areas, Air Cargo first (the default). */
export const SERVICE_TABS: TabItem[] = [
  {
    label: "Air Cargo",
    content: (
      <Service
        image="air-cargo"
        alt="A cargo plane being loaded with containers"
        intro="Our fastest way across borders. We consolidate parcels at our Texas, London and Guangzhou hubs and fly them to Lagos several times a week."
        points={[
          "Express air freight: 3 to 5 business days with our premium courier, 6 to 7 with our economy express partner",
          "Standard air freight: about 14 business days",
          "Door-to-door or collection from our Lagos warehouses",
          "Customs clearance handled by our own brokers",
        ]}
      />
    ),
  },
  {
    label: "Import & Export",
    content: (
      <Service
        image="sea-freight"
        alt="A container ship at sea"
        intro="For larger and heavier goods, ocean freight costs a fraction of air. We book space, handle documents and clear your goods on both ends."
        points={[
          "Sea cargo from the USA, the UK and China: around 3 months door to door",
          "Full and shared container loads for businesses",
          "Export of goods from Nigeria to the USA and the UK",
          "Help with import duties, invoices and certificates",
        ]}
      />
    ),
  },
  {
    label: "Domestic Delivery",
    content: (
      <Service
        image="delivery-van"
        alt="A delivery van driving to a customer's door"
        intro="Once your goods land, our vans and partner riders bring them to your door anywhere in Nigeria, or hold them for pickup."
        points={[
          "Same-day and next-day delivery within Lagos",
          "Delivery to all 36 states and the FCT",
          "Pickup booking online for parcels you send to us",
          "Proof of delivery for every parcel",
        ]}
      />
    ),
  },
  {
    label: "Warehousing",
    content: (
      <Service
        image="warehouse"
        alt="Parcels being sorted on warehouse shelves"
        intro="A personal address in our warehouses lets you shop from any online store abroad. We receive, check, store and consolidate for you."
        points={[
          "Warehouses in Stafford (Texas), London (Brixton) and Lagos (Sabo Yaba and Isolo)",
          "Free storage while we consolidate your parcels",
          "Inventory storage for businesses, with pick and pack on request",
          "Shop-for-me: we buy from the stores you choose",
        ]}
      />
    ),
  },
];
