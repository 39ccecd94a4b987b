import { Carousel } from "../components/carousel";

const BRANDS = [
  { file: "northwind", name: "Northwind Traders" },
  { file: "bluepeak", name: "BluePeak Retail" },
  { file: "oakline", name: "Oakline Furniture" },
  { file: "sunmart", name: "SunMart Stores" },
  { file: "kestrel", name: "Kestrel Electronics" },
  { file: "harbor", name: "Harbor & Co." },
];

/** Six partner logos: 5 wide, 3 under 992 px, 2 under 480 px, 400 ms transition (spec). */
export default function BrandCarousel() {
  const slides = BRANDS.map(({ file, name }) => (
    <div key={file} className="flex h-20 items-center justify-center rounded-lg bg-white px-4">
      <img
        src={`/images/brands/${file}.svg`}
        alt={name}
        width={160}
        height={48}
        loading="lazy"
        decoding="async"
        className="h-12 w-auto"
      />
    </div>
  ));
  return (
    <section aria-labelledby="brands-title" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="brands-title" className="mb-8 text-center text-2xl font-bold text-slate-900">
          Trusted by Businesses We Ship For
        </h2>
        <Carousel
          label="Partner brands"
          slides={slides}
          intervalMs={3000}
          transitionMs={400}
          widthClassName="[--slide-width:50%] min-[480px]:[--slide-width:33.3333%] min-[992px]:[--slide-width:20%]"
          maxVisible={5}
        />
      </div>
    </section>
  );
}
