/** The regions of the seeded cities that do not keep Moscow time, with their zone (IANA); the others keep Moscow's. */
const REGION_ZONES: Record<string, string> = {
  "Калининградская область": "Europe/Kaliningrad",
  "Самарская область": "Europe/Samara",
  "Удмуртская Республика": "Europe/Samara",
  "Астраханская область": "Europe/Astrakhan",
  "Саратовская область": "Europe/Saratov",
  "Ульяновская область": "Europe/Ulyanovsk",
  "Республика Башкортостан": "Asia/Yekaterinburg",
  "Пермский край": "Asia/Yekaterinburg",
  "Оренбургская область": "Asia/Yekaterinburg",
  "Свердловская область": "Asia/Yekaterinburg",
  "Челябинская область": "Asia/Yekaterinburg",
  "Курганская область": "Asia/Yekaterinburg",
  "Тюменская область": "Asia/Yekaterinburg",
  "Ханты-Мансийский автономный округ — Югра": "Asia/Yekaterinburg",
  "Ямало-Ненецкий автономный округ": "Asia/Yekaterinburg",
  "Омская область": "Asia/Omsk",
  "Новосибирская область": "Asia/Novosibirsk",
  "Алтайский край": "Asia/Barnaul",
  "Республика Алтай": "Asia/Barnaul",
  "Томская область": "Asia/Tomsk",
  "Кемеровская область — Кузбасс": "Asia/Novokuznetsk",
  "Красноярский край": "Asia/Krasnoyarsk",
  "Республика Хакасия": "Asia/Krasnoyarsk",
  "Республика Тыва": "Asia/Krasnoyarsk",
  "Иркутская область": "Asia/Irkutsk",
  "Республика Бурятия": "Asia/Irkutsk",
  "Забайкальский край": "Asia/Chita",
  "Амурская область": "Asia/Yakutsk",
  "Республика Саха (Якутия)": "Asia/Yakutsk",
  "Еврейская автономная область": "Asia/Vladivostok",
  "Хабаровский край": "Asia/Vladivostok",
  "Приморский край": "Asia/Vladivostok",
  "Сахалинская область": "Asia/Sakhalin",
  "Магаданская область": "Asia/Magadan",
  "Камчатский край": "Asia/Kamchatka",
  "Чукотский автономный округ": "Asia/Anadyr",
};

const MOSCOW_TIME = "Europe/Moscow";

/** The time zone of a seeded city, by its region (Yakutia's cities in the seed keep Yakutsk time). */
export const timeZoneOf = (region: string): string => REGION_ZONES[region] ?? MOSCOW_TIME;
