import type { accountsContract } from "@app/shared/accounts/contract";
import type { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { WRONG_AREA } from "@app/shared/core/http";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "./api";
import { call } from "./client";

/**
 * On a log-in page a guard sent us to (?next=…): when the visitor is signed in, but to the other area, the
 * server says so ('This page is for staff…'); that, not 'expired', is what they should read.
 */
export function useWrongAreaNotice(me: typeof staffAdminsContract.me | typeof accountsContract.me): string | null {
  const { search } = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const guarded = new URLSearchParams(search).has("next");
  useEffect(() => {
    if (!guarded) return;
    let live = true;
    call(me, {}).catch((error: unknown) => {
      const text = error instanceof ApiError ? error.message : "";
      if (live && Object.values<string>(WRONG_AREA).includes(text)) setNotice(text);
    });
    return () => {
      live = false;
    };
  }, [guarded, me]);
  return notice;
}
