// The messages of the admin console's catalogue (discount codes), answered by the API and shown by its pages.
export const adminCatalogueMessages = {
  codeRequired: "Enter a code.",
  codeFormat: "A code is 3 to 40 letters, digits, dashes or underscores.",
  codeTaken: "That code is already in use.",
  typeRequired: "Choose percentage or fixed.",
  percentValue: "A percentage is from 0.01 to 100, with up to two decimals.",
  fixedValue: "A fixed value is an amount in pounds from 0.01, with up to two decimals.",
  usesFormat: "The use limit is a whole number from 1 to 1000000, or empty for no limit.",
  expiryFormat: "Dates must be written as YYYY-MM-DD.",
  expiryPast: "The expiry date must not be in the past.",
  scopeRequired: "Choose what the code is for.",
  scopeIdRequired: "Enter the id of the event or channel.",
  eventUnknown: "No event has that id.",
  channelUnknown: "No channel has that id.",
  codeUnknown: "No discount code has that id.",
  created: "Discount code created.",
  deactivated: "Discount code switched off.",
  activated: "Discount code switched on.",
} as const;

/** The category tree's messages. */
export const adminCategoryMessages = {
  nameRequired: "Enter a name.",
  nameTooLong: "A name is at most 60 characters.",
  kindRequired: "Choose events, channels or both.",
  parentFormat: "Choose a parent category, or none.",
  parentUnknown: "No top-level category has that id.",
  parentSelf: "A category cannot be its own parent.",
  parentHasChildren: "A category with sub-categories stays at the top level.",
  categoryUnknown: "No category has that id.",
  inUse: "This category is in use: hide it instead.",
  hasChildren: "Move or delete its sub-categories first.",
  created: "Category added.",
  saved: "Category saved.",
  hidden: "Category hidden.",
  shown: "Category shown.",
  deleted: "Category deleted.",
} as const;

/** The packages' messages. */
export const adminPackageMessages = {
  nameRequired: "Enter a name.",
  nameTooLong: "A name is at most 60 characters.",
  price: "A price is an amount in pounds from 0 to 10000, with up to two decimals.",
  tenureRequired: "Choose monthly, yearly or lifetime.",
  percent: "A percentage is from 0 to 100, with up to two decimals.",
  limit: "A limit is a whole number from 0 to 1000000.",
  packageUnknown: "No package has that id.",
  replaced: "This version of the package has been replaced: open the package again to edit its current terms.",
  created: "Package created.",
  saved: "Package saved: new purchases get the new terms; hosts already on it keep theirs.",
  unchanged: "Nothing changed.",
} as const;
