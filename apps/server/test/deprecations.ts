/**
 * A deprecation fails the test run and names the file that caused it, instead of one warning in a long log. node-postgres, for one, warns
 * when a statement is sent on a connection already running one (a transaction's queries run at once), which pg 9
 * refuses: the warning would reach production only as a line nobody reads.
 */
process.throwDeprecation = true;
