import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { AtSign, Bell, ChevronRight, KeyRound, MapPin, UserPen } from "lucide-react";
import { Link } from "../../components/ui/link";
import { Card, PageHeader } from "../../components/ui/card";
import { useCustomer } from "../../lib/customer-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

const MENU = [
  { to: "/user/profile/edit", label: "Edit Profile", text: "Name, phone number and currency", icon: UserPen },
  {
    to: "/user/profile/change-password",
    label: "Change Password",
    text: "Signs you out on other devices",
    icon: KeyRound,
  },
  {
    to: "/user/profile/change-email",
    label: "Change E-mail Address",
    text: "Needs your password and a link sent to the new address",
    icon: AtSign,
  },
  { to: "/user/profile/address", label: "Delivery Address", text: "Where we deliver your packages", icon: MapPin },
  {
    to: "/user/notifications",
    label: "Notifications",
    text: "Arrivals, invoices, milestones and delays by e-mail, SMS or WhatsApp",
    icon: Bell,
  },
];

export default function ProfilePage() {
  useDocumentTitle("Profile");
  const user = useCustomer();
  return (
    <>
      <PageHeader title="Profile" />
      <Card className="mb-6 max-w-2xl">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Name</dt>
            <dd className="font-medium text-slate-900">
              {user.firstname} {user.lastname}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Email</dt>
            <dd className="break-words font-medium text-slate-900">{user.email_address}</dd>
            {user.pending_email && (
              <dd className="mt-1 text-slate-600">
                {CONFIRM_TEXTS.pendingChange(user.pending_email, user.email_address)}
              </dd>
            )}
          </div>
          <div>
            <dt className="text-slate-500">Phone</dt>
            <dd className="font-medium text-slate-900">{user.number}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Currency</dt>
            <dd className="font-medium text-slate-900">{user.currency}</dd>
          </div>
        </dl>
      </Card>
      <nav aria-label="Profile menu">
        <ul className="grid max-w-2xl gap-3">
          {MENU.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50"
              >
                <Icon size={22} className="text-brand-700" aria-hidden />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{label}</span>
                  <span className="block text-sm text-slate-500">{text}</span>
                </span>
                <ChevronRight size={18} className="text-slate-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
