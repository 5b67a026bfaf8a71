// Event categories and the paid features an event can offer.
import type { Executor } from "~server/db/client";
import { categories, paidFeatures } from "~server/db/schema";

type Tx = Executor;

const CATEGORY_TREE: { name: string; className: string; children: string[] }[] = [
  { name: "Fitness", className: "category-fitness", children: ["HIIT", "Strength training", "Running", "Pilates", "Dance"] },
  { name: "Yoga", className: "category-yoga", children: ["Vinyasa", "Yin yoga", "Meditation and breathwork"] },
  { name: "Business", className: "category-business", children: ["Marketing", "Entrepreneurship", "Personal finance", "Careers"] },
  { name: "Arts", className: "category-arts", children: ["Drawing and painting", "Photography", "Music", "Writing"] },
  { name: "Cooking", className: "category-cooking", children: ["Baking", "World cuisines", "Healthy eating"] },
  { name: "Languages", className: "category-languages", children: ["Spanish", "French", "Japanese"] },
  { name: "Wellbeing", className: "category-wellbeing", children: ["Mindfulness", "Sleep and rest", "Mental health"] },
  { name: "Technology", className: "category-technology", children: ["Coding", "Data and AI", "Design"] },
];

export type CategoryIds = Record<string, number>;

/** A demo category's name with its top-level category's class name (which picks a cover's palette). */
export function categoryLook(name: string): { categoryName: string; categoryClass: string } {
  const parent = CATEGORY_TREE.find((entry) => entry.name === name || entry.children.includes(name));
  if (!parent) throw new Error(`Seed refers to an unknown category: ${name}`);
  return { categoryName: name, categoryClass: parent.className };
}

export async function seedCategories(tx: Tx): Promise<CategoryIds> {
  const ids: CategoryIds = {};
  for (const [sort, parent] of CATEGORY_TREE.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ name: parent.name, className: parent.className, sortOrder: sort })
      .returning({ id: categories.id });
    ids[parent.name] = row.id;
    const children = await tx
      .insert(categories)
      .values(parent.children.map((name, i) => ({ name, parentId: row.id, className: parent.className, sortOrder: i })))
      .returning({ id: categories.id, name: categories.name });
    for (const child of children) ids[child.name] = child.id;
  }
  return ids;
}

const FEATURES = [
  { key: "recording", name: "Recording of the session sent afterwards", valuePence: 300 },
  { key: "workbook", name: "Printable workbook", valuePence: 250 },
  { key: "call", name: "One-to-one follow-up call (15 minutes)", valuePence: 1500 },
  { key: "certificate", name: "Certificate of attendance", valuePence: 200 },
] as const;
export type FeatureKey = (typeof FEATURES)[number]["key"];
export type FeatureIds = Record<FeatureKey, number>;

export async function seedPaidFeatures(tx: Tx): Promise<FeatureIds> {
  const rows = await tx
    .insert(paidFeatures)
    .values(FEATURES.map((f, i) => ({ name: f.name, valuePence: f.valuePence, sortOrder: i })))
    .returning({ id: paidFeatures.id, name: paidFeatures.name });
  const ids = {} as FeatureIds;
  for (const f of FEATURES) ids[f.key] = rows.find((r) => r.name === f.name)!.id;
  return ids;
}