import { stroke } from "./icon-base";

export { ArrowUpIcon, CloseIcon, MenuIcon } from "./icon-base";

export const PhoneIcon = stroke([
  "M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z",
]);
export const MailIcon = stroke([
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
  "m22 6-10 7L2 6",
]);
export const ClockIcon = stroke(["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 6v6l4 2"]);
export const MapPinIcon = stroke([
  "M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z",
  "M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
]);
export const ArrowRightIcon = stroke(["M5 12h14", "m12 5 7 7-7 7"]);
export const CheckIcon = stroke(["M20 6 9 17l-5-5"]);
export const ChevronLeftIcon = stroke(["m15 18-6-6 6-6"]);
export const ChevronRightIcon = stroke(["m9 18 6-6-6-6"]);
export const PauseIcon = stroke(["M8 5v14", "M16 5v14"]);
export const PlayIcon = stroke(["m7 4 13 8-13 8z"]);
export const ZapIcon = stroke(["M13 2 3 14h9l-1 8 10-12h-9l1-8z"]);
export const ShieldIcon = stroke(["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z", "m9 12 2 2 4-4"]);
export const HeadsetIcon = stroke([
  "M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3",
]);
export const PackageIcon = stroke([
  "M16.5 9.4 7.55 4.24",
  "M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z",
  "M3.3 7 12 12l8.7-5",
  "M12 22V12",
]);
