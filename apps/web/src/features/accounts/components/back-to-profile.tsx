import { ArrowLeft } from "lucide-react";
import { Link } from "../../../components/ui/link";
import { buttonClass } from "../../../components/ui/button";

export function BackToProfile() {
  return (
    <Link to="/user/profile" className={buttonClass("secondary")}>
      <ArrowLeft size={16} aria-hidden /> Profile
    </Link>
  );
}
