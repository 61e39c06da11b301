/**
 * Hindi description of each ready-made party-food package (`foodPackages.ts`, `description`), by slug, for the pages
 * under `/hi` (the names live in `names.hi.ts`). Same dishes as the English, their Hindi names as the menu writes
 * them; the server swaps them in for a Hindi page and a slug missing here keeps its English text.
 */
export const FOOD_PACKAGE_DESCRIPTIONS_HI: Readonly<Record<string, string>> = {
  'classic-north-indian-veg-feast':
    'शुरुआत पनीर टिक्का और हरा भरा कबाब से, फिर दाल मखनी, पनीर बटर मसाला और मिक्स वेज, साथ में जीरा राइस और बटर नान। आखिर में गुलाब जामुन।',
  'north-indian-chicken-dinner': 'चिकन टिक्का और चिकन सीख कबाब, दाल मखनी के साथ बटर चिकन, जीरा राइस और बटर नान, और मीठे में गुलाब जामुन।',
  'paneer-and-chicken-party-menu':
    'वेज और नॉन-वेज दोनों तरह के मेहमानों के लिए: एक पनीर और एक चिकन स्टार्टर, कड़ाही पनीर और बटर चिकन, दाल मखनी, वेज पुलाव और बटर नान। आखिर में रसमलाई।',
  'indo-chinese-veg-party':
    'हॉट एंड सॉर सूप, स्प्रिंग रोल, चिली पनीर और हनी चिली पोटैटो, फिर हक्का नूडल्स और फ्राइड राइस के साथ वेज मंचूरियन। मीठे में आइसक्रीम कप।',
  'grand-veg-buffet-live-counters':
    'नॉर्थ इंडियन वेज बुफे, जिसमें लाइव पानी पूरी काउंटर, मौके पर बनती लाइव तवा सब्ज़ी और रूमाली रोटी, और गरमागरम जलेबी रबड़ी।',
  'mughlai-non-veg-buffet':
    'मुर्ग मलाई टिक्का और चिकन सीख कबाब, बटर चिकन और मटन रोगन जोश, चिकन दम बिरयानी और लाइव बनती रूमाली रोटी, और आखिर में फिरनी।',
  'classic-mixed-party-buffet':
    'वेज और चिकन की डिश साथ-साथ: पनीर और चिकन टिक्का, कड़ाही पनीर और कड़ाही चिकन, दाल मखनी, वेज पुलाव और लाइव तंदूर की तंदूरी रोटी।',
  'breakfast-buffet-live-dosa':
    'पूजा और पारिवारिक कार्यक्रमों के लिए सुबह का नाश्ता: लाइव बनते डोसे, इडली सांभर, मेदू वड़ा, पोहा और पूरी भाजी, साथ में फ्रूट चाट, मसाला चाय और गरमागरम जलेबी।',
};
