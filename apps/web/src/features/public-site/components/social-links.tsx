import { COMPANY } from "@app/shared/core/company";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./brand-icons";

/** The three networks of the spec: a social network, a photo network and a video network. */
export const SOCIAL_LINKS = [
  { name: "Facebook", href: COMPANY.social.facebook, Icon: FacebookIcon },
  { name: "Instagram", href: COMPANY.social.instagram, Icon: InstagramIcon },
  { name: "YouTube", href: COMPANY.social.youtube, Icon: YoutubeIcon },
] as const;

export function SocialLinks({
  className = "",
  linkClassName = "",
  size = 18,
}: {
  className?: string;
  linkClassName?: string;
  size?: number;
}) {
  return (
    <ul className={className}>
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${COMPANY.shortName} on ${name}`}
            className={linkClassName}
          >
            <Icon size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
