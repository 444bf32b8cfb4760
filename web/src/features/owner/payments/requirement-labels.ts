/**
 * Stripe's requirement names ('external_account', 'business_profile.url', 'representative.first_name') in words an
 * owner reads. Names we do not know are made readable: the last meaningful part, underscores as spaces.
 */
const LABELS: Record<string, string> = {
  external_account: 'Bank account for payouts',
  business_type: 'Type of business',
  'business_profile.name': 'Business name',
  'business_profile.url': 'Business website',
  'business_profile.mcc': 'Business category',
  'business_profile.product_description': 'Description of what you sell',
  'business_profile.support_phone': 'Customer support phone number',
  'tos_acceptance.date': 'Accept the Stripe terms of service',
  'tos_acceptance.ip': 'Accept the Stripe terms of service',
  'company.name': 'Company name',
  'company.tax_id': 'Company tax ID',
  'company.phone': 'Company phone number',
  'company.address.line1': 'Company address',
  'company.address.city': 'Company address',
  'company.address.postal_code': 'Company address',
  'company.address.state': 'Company address',
  'individual.first_name': 'Your first name',
  'individual.last_name': 'Your last name',
  'individual.email': 'Your email address',
  'individual.phone': 'Your phone number',
  'individual.dob.day': 'Your date of birth',
  'individual.dob.month': 'Your date of birth',
  'individual.dob.year': 'Your date of birth',
  'individual.ssn_last_4': 'Last 4 digits of your Social Security number',
  'individual.id_number': 'Your ID number',
  'individual.address.line1': 'Your home address',
  'individual.address.city': 'Your home address',
  'individual.address.postal_code': 'Your home address',
  'individual.address.state': 'Your home address',
  'individual.verification.document': 'Identity document',
  'representative.first_name': "Representative's first name",
  'representative.last_name': "Representative's last name",
  'representative.email': "Representative's email address",
  'representative.phone': "Representative's phone number",
  'representative.dob.day': "Representative's date of birth",
  'representative.dob.month': "Representative's date of birth",
  'representative.dob.year': "Representative's date of birth",
  'representative.ssn_last_4': "Last 4 digits of the representative's Social Security number",
  'representative.id_number': "Representative's ID number",
  'representative.address.line1': "Representative's home address",
  'representative.address.city': "Representative's home address",
  'representative.address.postal_code': "Representative's home address",
  'representative.address.state': "Representative's home address",
  'representative.verification.document': "Representative's identity document",
  'representative.relationship.title': "Representative's job title",
};

/** 'settings.payments.statement_descriptor' -> 'Statement descriptor'; 'person_abc.first_name' -> 'First name'. */
function humanise(name: string): string {
  const parts = name.split('.').filter(Boolean);
  const last = parts[parts.length - 1] ?? name;
  const words = last.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

export function requirementLabel(name: string): string {
  if (LABELS[name]) return LABELS[name];
  // A person's fields come as 'person_xxx.first_name': the same words as the representative's.
  const personField = /^person_[A-Za-z0-9]+\.(.+)$/.exec(name);
  if (personField && LABELS[`representative.${personField[1]}`]) return LABELS[`representative.${personField[1]}`]!;
  return humanise(name);
}

export interface RequirementItem {
  label: string;
  pastDue: boolean;
}

/**
 * What is due, one line per distinct label (a date of birth is three names, one thing to do), past due first and
 * marked; a name both past due and currently due counts as past due.
 */
export function requirementItems(requirements: { currentlyDue: readonly string[]; pastDue: readonly string[] }): RequirementItem[] {
  const items = new Map<string, RequirementItem>();
  for (const name of requirements.pastDue) {
    const label = requirementLabel(name);
    items.set(label, { label, pastDue: true });
  }
  for (const name of requirements.currentlyDue) {
    const label = requirementLabel(name);
    if (!items.has(label)) items.set(label, { label, pastDue: false });
  }
  return [...items.values()];
}
