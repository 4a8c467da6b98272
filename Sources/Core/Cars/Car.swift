import GadgetBase
import Hardware

/// A car in the catalogue: the seed's `Car`, with its two optional fields.
public struct Car: Sendable, Hashable {
    public var manufacturer: String
    public var model: String
    public var body: CarBody
    /// The year the car was made; nil when the owner does not know it.
    public var yearOfIssue: Int?
    /// The registration plate; nil for a car that has none (new, or kept off the road).
    public var carNumber: String?

    public init(manufacturer: String, model: String, body: CarBody, yearOfIssue: Int? = nil, carNumber: String? = nil) {
        self.manufacturer = manufacturer
        self.model = model
        self.body = body
        self.yearOfIssue = yearOfIssue
        self.carNumber = carNumber
    }
}

/// Body types. The raw values are what the database stores: never rename one.
public enum CarBody: String, Sendable, Hashable, CaseIterable {
    case sedan, hatchback, wagon, coupe, convertible, suv, minivan, pickup

    /// The type a database row names, as Gadget writes it or as another tool may ("Sedan ").
    public init?(stored: String) {
        self.init(rawValue: stored.trimmingWhitespace().lowercased())
    }

    public var name: LocalizedString {
        switch self {
        case .sedan: LocalizedString("Sedan", ru: "Седан", uk: "Седан")
        case .hatchback: LocalizedString("Hatchback", ru: "Хэтчбек", uk: "Хетчбек")
        case .wagon: LocalizedString("Estate", ru: "Универсал", uk: "Універсал")
        case .coupe: LocalizedString("Coupe", ru: "Купе", uk: "Купе")
        case .convertible: LocalizedString("Convertible", ru: "Кабриолет", uk: "Кабріолет")
        case .suv: LocalizedString("SUV", ru: "Внедорожник", uk: "Позашляховик")
        case .minivan: LocalizedString("Minivan", ru: "Минивэн", uk: "Мінівен")
        case .pickup: LocalizedString("Pickup", ru: "Пикап", uk: "Пікап")
        }
    }
}

/// One line of a car's description: a field's name and its value.
public struct CarField: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) { self.name = name; self.value = value }

    /// The seed's display format, `<Field>: <Value>`.
    public var line: String { "\(name): \(value)" }
}

extension Car {
    /// The car as the seed shows it: every field in order; an unknown year shows "-", and a
    /// missing registration number leaves its line out altogether.
    public func fields(_ l: Localizer) -> [CarField] {
        var fields = [
            CarField(name: l(CarText.manufacturer), value: manufacturer),
            CarField(name: l(CarText.model), value: model),
            CarField(name: l(CarText.body), value: l(body.name)),
            CarField(name: l(CarText.yearOfIssue), value: yearOfIssue.map(String.init) ?? "-"),
        ]
        if let carNumber { fields.append(CarField(name: l(CarText.carNumber), value: carNumber)) }
        return fields
    }

    /// "Toyota Corolla": how lists and confirmations name a car.
    public var displayName: String { "\(manufacturer) \(model)" }
}
