// What the benchmark database contains (built by prepare-database.ts), for scenarios to use.

export const SHIPMENT_COUNT = Number(process.env.BENCH_SHIPMENTS ?? 100_000);

/** A verified owner admin and the password of every bench customer (customer1@bench.test ... customer1000@bench.test). */
export const BENCH_ADMIN = { email: "owner@bench.test", password: "BenchOwner1" };
export const BENCH_CUSTOMER = { email: "customer1@bench.test", password: "BenchCustomer1" };

const letter = (n) => String.fromCharCode(65 + (n % 26));

/** The n-th shipment's tracking number (1-based); mirrors the SQL in prepare-database.ts. */
export function trackingNumber(n) {
  return `SWB${n}${letter(n)}${letter(Math.floor(n / 26))}${letter(Math.floor(n / 676))}`;
}

/** An existing tracking number chosen at random. */
export function randomTrackingNumber() {
  return trackingNumber(1 + Math.floor(Math.random() * SHIPMENT_COUNT));
}
