import Foundation

/// A trait: a named value of a trait collection (iOS 17). UIKit's system traits are the
/// `UITrait…` classes below; HeadlessUIKit models the six its trait collections hold.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when nothing sets the trait.
    static var defaultValue: Value { get }
    /// A unique identifier of the trait.
    static var identifier: String { get }
    /// The trait's name, for debugging.
    static var name: String { get }
    /// Whether a change of the trait may change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's fully qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// `false`.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait's type, as trait registration and overrides take it (iOS 17).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait HeadlessUIKit's trait collections hold: how to read and set it.
protocol HeadlessSystemTrait: UITraitDefinition where Value: Hashable {
    /// The trait's value in `traits`.
    static func value(in traits: UITraitCollection) -> Value
    /// A collection with only this trait, set to `value`.
    static func collection(_ value: Value) -> UITraitCollection
    /// Sets this trait to `value` in `traits`, a collection still being made.
    static func set(_ value: Value, in traits: UITraitCollection)
}

/// The light or dark style (iOS 17).
public final class UITraitUserInterfaceStyle: NSObject, UITraitDefinition, HeadlessSystemTrait {
    /// The style.
    public typealias Value = UIUserInterfaceStyle
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// `UITraitUserInterfaceStyle`.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// `true`: dynamic colours resolve by style.
    public static let affectsColorAppearance = true
    static func value(in traits: UITraitCollection) -> Value { traits.userInterfaceStyle }
    static func set(_ value: Value, in traits: UITraitCollection) {
        traits.userInterfaceStyle = value
    }
    static func collection(_ value: Value) -> UITraitCollection {
        UITraitCollection(userInterfaceStyle: value)
    }
}

/// The horizontal size class (iOS 17).
public final class UITraitHorizontalSizeClass: NSObject, UITraitDefinition, HeadlessSystemTrait {
    /// The size class.
    public typealias Value = UIUserInterfaceSizeClass
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// `UITraitHorizontalSizeClass`.
    public static let identifier = "UITraitHorizontalSizeClass"
    static func value(in traits: UITraitCollection) -> Value { traits.horizontalSizeClass }
    static func set(_ value: Value, in traits: UITraitCollection) {
        traits.horizontalSizeClass = value
    }
    static func collection(_ value: Value) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: value)
    }
}

/// The vertical size class (iOS 17).
public final class UITraitVerticalSizeClass: NSObject, UITraitDefinition, HeadlessSystemTrait {
    /// The size class.
    public typealias Value = UIUserInterfaceSizeClass
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// `UITraitVerticalSizeClass`.
    public static let identifier = "UITraitVerticalSizeClass"
    static func value(in traits: UITraitCollection) -> Value { traits.verticalSizeClass }
    static func set(_ value: Value, in traits: UITraitCollection) {
        traits.verticalSizeClass = value
    }
    static func collection(_ value: Value) -> UITraitCollection {
        UITraitCollection(verticalSizeClass: value)
    }
}

/// The idiom (iOS 17).
public final class UITraitUserInterfaceIdiom: NSObject, UITraitDefinition, HeadlessSystemTrait {
    /// The idiom.
    public typealias Value = UIUserInterfaceIdiom
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// `UITraitUserInterfaceIdiom`.
    public static let identifier = "UITraitUserInterfaceIdiom"
    static func value(in traits: UITraitCollection) -> Value { traits.userInterfaceIdiom }
    static func set(_ value: Value, in traits: UITraitCollection) {
        traits.userInterfaceIdiom = value
    }
    static func collection(_ value: Value) -> UITraitCollection {
        UITraitCollection(userInterfaceIdiom: value)
    }
}

/// The layout direction (iOS 17).
public final class UITraitLayoutDirection: NSObject, UITraitDefinition, HeadlessSystemTrait {
    /// The direction.
    public typealias Value = UITraitEnvironmentLayoutDirection
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// `UITraitLayoutDirection`.
    public static let identifier = "UITraitLayoutDirection"
    static func value(in traits: UITraitCollection) -> Value { traits.layoutDirection }
    static func set(_ value: Value, in traits: UITraitCollection) {
        traits.layoutDirection = value
    }
    static func collection(_ value: Value) -> UITraitCollection {
        UITraitCollection(layoutDirection: value)
    }
}

/// The display scale (iOS 17).
public final class UITraitDisplayScale: NSObject, UITraitDefinition, HeadlessSystemTrait {
    /// Points to pixels.
    public typealias Value = CGFloat
    /// 0: unspecified.
    public static let defaultValue: CGFloat = 0
    /// `UITraitDisplayScale`.
    public static let identifier = "UITraitDisplayScale"
    static func value(in traits: UITraitCollection) -> Value { traits.displayScale }
    static func set(_ value: Value, in traits: UITraitCollection) {
        traits.displayScale = value
    }
    static func collection(_ value: Value) -> UITraitCollection {
        UITraitCollection(displayScale: value)
    }
}

/// Traits that can be set (iOS 17): `traitOverrides` is one.
public protocol UIMutableTraits {
    /// The idiom.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Points to pixels.
    var displayScale: CGFloat { get set }
    /// The width's size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height's size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The value of `trait`, its default when not set.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// The traits a view, view controller, presentation controller or window scene overrides
/// for itself and what it contains (iOS 17). Setting a trait here overrides the inherited
/// value; `remove(_:)` stops overriding it.
public struct UITraitOverrides: UIMutableTraits {
    /// The overridden values, by trait.
    var values: [ObjectIdentifier: Any] = [:]
    /// The order the traits were first set in, to apply them in a stable order.
    var order: [ObjectIdentifier] = []
    /// How to make each overridden system trait's collection.
    var collections: [ObjectIdentifier: () -> UITraitCollection] = [:]

    /// Whether `trait` is overridden.
    ///
    /// - Parameter trait: the trait's type.
    /// - Returns: whether a value is set for it.
    public func contains(_ trait: UITrait) -> Bool {
        values[ObjectIdentifier(trait)] != nil
    }

    /// Stops overriding `trait`.
    ///
    /// - Parameter trait: the trait's type.
    public mutating func remove(_ trait: UITrait) {
        let key = ObjectIdentifier(trait)
        values[key] = nil
        collections[key] = nil
        order.removeAll { $0 == key }
    }

    /// The overridden value of `trait`, or its default.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set {
            let key = ObjectIdentifier(trait)
            if values[key] == nil { order.append(key) }
            values[key] = newValue
            if let system = trait as? any HeadlessSystemTrait.Type {
                collections[key] = Self.collectionMaker(system, newValue)
            }
        }
    }

    private static func collectionMaker<S: HeadlessSystemTrait>(
        _ trait: S.Type, _ value: Any
    ) -> (() -> UITraitCollection)? {
        guard let value = value as? S.Value else { return nil }
        return { S.collection(value) }
    }

    /// The overridden idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The overridden style.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The overridden layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The overridden display scale.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The overridden horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The overridden vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { values.isEmpty }

    /// `base` with these overrides on top: system traits and custom ones (iOS 17).
    func applied(to base: UITraitCollection) -> UITraitCollection {
        if values.isEmpty { return base }
        let layers = order.compactMap { collections[$0]?() }
        let traits = layers.isEmpty ? base : UITraitCollection(traitsFrom: [base] + layers)
        guard values.count > collections.count else { return traits }
        let custom = values.filter { collections[$0.key] == nil }
        return traits.addingCustomTraits(custom)
    }
}

/// What registering for trait changes returns (iOS 17); pass it to
/// `unregisterForTraitChanges(_:)` to stop.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// One registration: the traits watched and what to call.
final class HeadlessTraitChangeRegistration: NSObject, UITraitChangeRegistration {
    /// The traits watched.
    let traits: [ObjectIdentifier: any HeadlessSystemTrait.Type]
    /// Calls the handler with the environment and its previous traits; `nil` for a
    /// selector-based registration (kept, not sent: see `Selector`).
    let handler: (@MainActor (AnyObject, UITraitCollection) -> Void)?

    /// The custom traits watched (iOS 17).
    let customTraits: [UITrait]

    init(traits: [UITrait], handler: (@MainActor (AnyObject, UITraitCollection) -> Void)?) {
        var watched: [ObjectIdentifier: any HeadlessSystemTrait.Type] = [:]
        var custom: [UITrait] = []
        for trait in traits {
            if let system = trait as? any HeadlessSystemTrait.Type {
                watched[ObjectIdentifier(trait)] = system
            } else {
                custom.append(trait)
            }
        }
        self.traits = watched
        self.customTraits = custom
        self.handler = handler
        super.init()
    }

    /// Whether a watched trait differs between `old` and `new`. A custom trait differs when
    /// its values are unequal (`Hashable` values), or when it is set in only one of them.
    func isAffected(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.values.contains { trait in Self.differs(trait, old, new) }
            || customTraits.contains { trait in
                let key = ObjectIdentifier(trait)
                switch (old.customTraits[key], new.customTraits[key]) {
                case (nil, nil): return false
                case (let before?, let after?):
                    guard let before = before as? AnyHashable, let after = after as? AnyHashable
                    else { return true }
                    return before != after
                default: return true
                }
            }
    }

    private static func differs<S: HeadlessSystemTrait>(
        _ trait: S.Type, _ old: UITraitCollection, _ new: UITraitCollection
    ) -> Bool {
        S.value(in: old) != S.value(in: new)
    }
}

/// Whether any view, view controller or presentation controller has overridden a trait or its
/// interface style since launch. Until one has, every view's and controller's traits are its
/// window's, and reading them needs no walk up the hierarchy.
@MainActor
enum TraitOverridesSeen {
    static var any = false
}
