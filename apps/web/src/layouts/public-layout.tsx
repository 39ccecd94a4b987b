import { Link, NavLink, Outlet } from "react-router";
import { COMPANY } from "@app/shared/company";

/** The public frame (header, footer). The public-site feature replaces this shell with the full design. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
          <Link to="/" className="font-bold text-brand-700">
            {COMPANY.name}
          </Link>
          <NavLink to="/">HOME</NavLink>
          <NavLink to="/about-us">ABOUT</NavLink>
          <NavLink to="/service-areas">SERVICES</NavLink>
          <NavLink to="/contact-us">CONTACT</NavLink>
          <NavLink to="/frequently-asked-questions">FAQ</NavLink>
          <NavLink to="/login" className="font-extrabold">
            LOGIN
          </NavLink>
        </nav>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-slate-900 px-4 py-8 text-sm text-slate-300">{COMPANY.blurb}</footer>
    </div>
  );
}
