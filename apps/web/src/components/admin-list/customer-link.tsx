import { Link } from "../ui/link";

/**
 * A customer's e-mail on a staff list or detail page: opens the customer page with all of their records. It may
 * wrap (a list's cells do not), so a long address squeezes its column instead of pushing the table off the page.
 */
export function CustomerEmailLink({ userId, email }: { userId: number; email: string }) {
  return (
    <Link
      to={`/admin/customers/${userId}`}
      className="font-medium whitespace-normal text-brand-700 hover:underline"
      title="Open the customer's page"
    >
      {email}
    </Link>
  );
}
