/**
 * What other features may know about customers: look one up (to e-mail them, or to file a record under them).
 * Only the accounts feature reads and writes the customers table itself, through its repository.
 */
export { type Customer, findCustomerByEmail, findCustomerById } from "./accounts.repository.js";
