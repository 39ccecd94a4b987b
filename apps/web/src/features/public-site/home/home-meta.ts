import { COMPANY } from "@app/shared/core/company";
import type { PageMeta } from "../page-meta";

export const HOME_META: PageMeta = {
  title: `${COMPANY.name}: air cargo, sea freight and shop-for-me between the USA, UK, China and Nigeria`,
  description:
    "International freight made simple: air cargo, sea freight, import and export, domestic delivery and warehousing. Get a free estimate or track your package.",
};
