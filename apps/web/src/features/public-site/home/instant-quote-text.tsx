/** The text beside the instant price (a static island): priced at once by the rate card, nothing is sent. */
export default function InstantQuoteText() {
  return (
    <>
      <p className="font-semibold tracking-widest text-sky-800 uppercase">Option 2 · Price it yourself now</p>
      <p className="mt-2 text-slate-700">
        Know the weight and the size of one parcel? The instant price comes from our published rate card on this page,
        with every step of the sum. Nothing is sent to us.
      </p>
    </>
  );
}
