/**
 * The admins feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). Setting up the first admin and tests of other features create verified admins.
 */
export { createVerifiedAdmin, insertVerifiedAdmin, toPublicAdmin } from "./admins.service.js";
