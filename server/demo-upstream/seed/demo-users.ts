type DemoAddress = {
  city: string;
  street: string;
  building: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
};

export type DemoUser = {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  birthDay: string;
  newsEmail: boolean;
  newsSms: boolean;
  /** The first is the default, where the user's orders go. */
  addresses: DemoAddress[];
};

/** The demo users (documented in docs/upstream-api.md); user 1 holds the Love Card and the certificates. */
export const DEMO_USERS: DemoUser[] = [
  {
    phone: "+79990000001",
    firstName: "Анна",
    lastName: "Смирнова",
    email: "anna.smirnova@example.ru",
    birthDay: "12.04.1992",
    newsEmail: true,
    newsSms: false,
    addresses: [
      {
        city: "moscow",
        street: "ул. Тверская",
        building: "12",
        apartment: "45",
        entrance: "2",
        floor: "5",
        comment: "Домофон 45, код 1234",
      },
      {
        city: "st_petersburg",
        street: "Невский пр.",
        building: "88",
        apartment: "17",
        entrance: "1",
        floor: "3",
        comment: "",
      },
    ],
  },
  {
    phone: "+79990000002",
    firstName: "Мария",
    lastName: "Иванова",
    email: "maria.ivanova@example.ru",
    birthDay: "03.11.1988",
    newsEmail: false,
    newsSms: true,
    addresses: [
      {
        city: "kazan",
        street: "ул. Баумана",
        building: "15",
        apartment: "8",
        entrance: "",
        floor: "2",
        comment: "Позвонить за час",
      },
    ],
  },
];
