import { COMPANY } from "@app/shared/core/company";

/** 'About Us | Swiftway Global Logistics'. */
export const titled = (page: string) => `${page} | ${COMPANY.name}`;
