/**
 * Words that agree with a person's gender, one place for every page that writes them (the persons list, the
 * family tree, messages about a person). A gender the record does not state reads in both forms: «Жив(а)».
 */
export type GenderValue = string | null | undefined;

/** The form of a word for a man, a woman, or for someone whose gender is not stated. */
export function byGender(
  gender: GenderValue,
  forms: { male: string; female: string; unknown: string },
): string {
  if (gender === 'female') return forms.female;
  if (gender === 'male') return forms.male;
  return forms.unknown;
}

/** The mark of a living person: «Жив», «Жива», «Жив(а)». */
export function livingLabel(gender: GenderValue): string {
  return byGender(gender, { male: 'Жив', female: 'Жива', unknown: 'Жив(а)' });
}

/** «удалён», «удалена», «удалён(а)»: what a message says after a person is deleted. */
export function deletedWord(gender: GenderValue): string {
  return byGender(gender, { male: 'удалён', female: 'удалена', unknown: 'удалён(а)' });
}
