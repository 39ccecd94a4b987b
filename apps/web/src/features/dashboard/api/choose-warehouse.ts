import type { PublicUser } from "@app/shared/accounts/accounts";
import type { DashboardResponse, WarehouseChoiceInput } from "@app/shared/dashboard/dashboard";
import { dashboardContract } from "@app/shared/dashboard/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { customerSessionKey } from "../../../lib/session";
import { dashboardKeys } from "./get-dashboard";

export function chooseWarehouse(input: WarehouseChoiceInput) {
  return call(dashboardContract.chooseWarehouse, { body: input }, { fallback: "Failed to change the warehouse." });
}

/** 'Change Address': shows the new warehouse at once and remembers it on the server. */
export function useChooseWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseWarehouse,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.all });
      const before = queryClient.getQueryData<DashboardResponse>(dashboardKeys.all);
      if (before) queryClient.setQueryData(dashboardKeys.all, { ...before, warehouse_choice: input.warehouse_choice });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(dashboardKeys.all, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<PublicUser | null>(customerSessionKey, (user) =>
        user ? { ...user, warehouse_choice: answer.warehouse_choice } : user,
      );
    },
  });
}
