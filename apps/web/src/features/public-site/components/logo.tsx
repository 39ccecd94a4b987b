import { COMPANY } from "@app/shared/core/company";

/** The company mark: 80 px wide (spec), drawn inline so it costs no request. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? "#ffffff" : "#0b3d91";
  return (
    <svg width="80" height="40" viewBox="0 0 80 40" role="img" aria-label={COMPANY.name}>
      <rect x="0" y="4" width="32" height="32" rx="8" fill="#f59e0b" />
      <path
        d="M9 25c4 3 12 3 14-1s-12-4-10-9 9-4 11-2"
        fill="none"
        stroke="#0b3d91"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="m21 11 4 2-3 3.5"
        fill="none"
        stroke="#0b3d91"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="36"
        y="19"
        fill={ink}
        fontFamily="system-ui, sans-serif"
        fontSize="11"
        fontWeight="800"
        letterSpacing=".5"
      >
        SWIFT
      </text>
      <text
        x="36"
        y="32"
        fill={ink}
        fontFamily="system-ui, sans-serif"
        fontSize="11"
        fontWeight="800"
        letterSpacing=".5"
      >
        WAY
      </text>
    </svg>
  );
}
