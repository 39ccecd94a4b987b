import type { PublicUser } from "@app/shared/accounts";
import type { DashboardResponse, WarehouseChoiceInput } from "@app/shared/dashboard";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { customerSessionKey } from "../../../lib/session";
import { dashboardKeys } from "./get-dashboard";

export function chooseWarehouse(input: WarehouseChoiceInput) {
  return api.put<{ message: string; warehouse_choice: string }>("/details/warehouse", input, {
    fallback: "Failed to change the warehouse.",
  });
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
