/**
 * The packages feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). A customer's packages for the staff's customer page; package rows, photos and statuses for ship
 * requests.
 */
export { packagesOfCustomer } from "./customer-packages.js";
export {
  type PackageRow,
  type PhotoPairs,
  packagePhotos,
  packageViews,
  photosJson,
  photoViews,
  recordPackageStatus,
  warehousesByCity,
} from "./package-records.js";
