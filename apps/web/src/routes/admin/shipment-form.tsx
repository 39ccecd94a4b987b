// PLACEHOLDER: replaced by the feature that owns this screen.
export default function Page() {
  return <h1 className="p-8 text-xl">admin/shipment-form</h1>;
}
